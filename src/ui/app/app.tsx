import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { AuthProvider } from '../auth/auth-context';
import { ErrorBoundary } from '../kit/error-boundary';
import { GlobalStyles } from '../kit/global-styles';
import { StyleCacheProvider } from '../kit/style-cache';
import { ToastViewport } from '../kit/toast-viewport';
import { ContainerProvider, type Resolver } from './container-context';
import { followConnection } from './query-client';
import type { AppRouter } from './router';

interface AppProps {
  container: Resolver;
  router: AppRouter;
  queryClient: QueryClient;
}

/** The whole app: providers, error screen, toasts and the router. */
export function App({ container, router, queryClient }: AppProps) {
  const reloader = container.get(TYPES.PageReloader);
  const logger = container.get(TYPES.Logger);
  const connection = container.get(TYPES.ConnectionStore);
  // Issue 13: the app follows the network, and the query cache follows the connection (recovers by itself).
  useEffect(() => connection.start(), [connection]);
  useEffect(() => followConnection(queryClient, connection), [queryClient, connection]);
  return (
    <StyleCacheProvider>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyles />
          <ErrorBoundary onReload={() => reloader.reload()} onError={(error) => logger.error('Render error', error)}>
            <AuthProvider>
              {router.element}
              <ToastViewport />
            </AuthProvider>
          </ErrorBoundary>
        </QueryClientProvider>
      </ContainerProvider>
    </StyleCacheProvider>
  );
}

import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import type { Logger } from '../../application/ports/logger.port';
import type { PageReloader } from '../../application/ports/navigator.port';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { ErrorScreen } from '../kit/error-boundary';

/** §2, §8: a render error inside a route shows the error screen (not the router's default). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reloader = useInjection<PageReloader>(TYPES.PageReloader);
  const logger = useInjection<Logger>(TYPES.Logger);
  useEffect(() => logger.error('Render error', error), [logger, error]);
  return <ErrorScreen onReload={() => reloader.reload()} />;
}

import { Suspense, lazy, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { RequireAuth } from '../auth/require-auth';
import { LoadingScreen } from '../kit/spinner';
import { AppLayout } from '../layout/app-layout';
import { APP_ROUTES, loadAdminArea, NotFoundPage, type AppRoute } from './routes';

const PAYMENT_SUCCESS_TEXT = 'Completing authentication...';

// The admin area's guard, gate and layout load with the first admin page, not with every visit.
const AdminRoute = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminRoute })));
const AdminDebugFrame = lazy(() => import('../admin/admin-layout').then((m) => ({ default: m.AdminDebugFrame })));

function guard(route: AppRoute, element: ReactNode): ReactNode {
  switch (route.access) {
    case 'public':
    case 'callback':
      return element;
    case 'auth-page':
      return <RedirectIfSignedIn>{element}</RedirectIfSignedIn>;
    case 'signed-in':
      // /admin/debug is open to any signed-in user; only an admin sees it in the admin frame.
      if (route.path.startsWith('/admin')) {
        return (
          <RequireAuth>
            <Suspense fallback={<LoadingScreen />}>
              <AdminDebugFrame>{element}</AdminDebugFrame>
            </Suspense>
          </RequireAuth>
        );
      }
      return route.settleMs ? (
        <RequireAuth settleMs={route.settleMs} settleText={PAYMENT_SUCCESS_TEXT}>
          {element}
        </RequireAuth>
      ) : (
        <RequireAuth>{element}</RequireAuth>
      );
    case 'admin':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <AdminRoute prepare={route.page.prefetch}>{element}</AdminRoute>
        </Suspense>
      );
  }
}

function Lazy({ route }: { route: AppRoute }) {
  const Page = route.page;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page />
    </Suspense>
  );
}

/**
 * Every route of §2 inside the layout, and the 404 for anything else: route objects made once, not
 * from JSX children at each render. `<Routes>` walked its children into these objects again on every
 * navigation and on the first render, one unit of work React cannot split (issue 13, TBT).
 */
const ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...APP_ROUTES.map((route) => ({ path: route.path, element: guard(route, <Lazy route={route} />) })),
      {
        path: '*',
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

/** The router the app runs in: the browser's history. Tests use a memory router instead. */
export interface AppRouter {
  readonly element: ReactElement;
}

/**
 * Declarative routing (BrowserRouter, useRoutes): the app loads no data through the router, and the
 * data router would add about 17 KiB gzip to every first visit.
 */
export const createAppRouter = (): AppRouter => ({
  element: (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  ),
});

import { Suspense, lazy, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn } from '../auth/redirect-if-signed-in';
import { RequireAuth } from '../auth/require-auth';
import { LoadingScreen } from '../kit/spinner';
import { AppLayout } from '../layout/app-layout';
import { RouteErrorScreen } from '../layout/route-error-screen';
import { APP_ROUTES, NotFoundPage, type AppRoute } from './routes';

const PAYMENT_SUCCESS_TEXT = 'Completing authentication...';

// The admin area's guard, gate and layout load with the first admin page, not with every visit.
const AdminRoute = lazy(() => import('../admin/admin-gate').then((m) => ({ default: m.AdminRoute })));
const AdminLayout = lazy(() => import('../admin/admin-layout').then((m) => ({ default: m.AdminLayout })));

function guard(route: AppRoute, element: ReactNode): ReactNode {
  switch (route.access) {
    case 'public':
    case 'callback':
      return element;
    case 'auth-page':
      return <RedirectIfSignedIn>{element}</RedirectIfSignedIn>;
    case 'signed-in':
      // /admin/debug is open to any signed-in user, framed like every other /admin* page.
      if (route.path.startsWith('/admin')) {
        return (
          <RequireAuth>
            <Suspense fallback={<LoadingScreen />}>
              <AdminLayout>{element}</AdminLayout>
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
          <AdminRoute>{element}</AdminRoute>
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

export function appRouteObjects(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorScreen />,
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
}

export const createAppRouter = () => createBrowserRouter(appRouteObjects());
export const createTestRouter = (initialPath: string) => createMemoryRouter(appRouteObjects(), { initialEntries: [initialPath] });

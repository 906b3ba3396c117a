import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType, type To } from 'react-router-dom';
import { AppRoutes, type AppRouter } from '../../src/ui/app/router';

interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

/** The app's routes in a memory router, with a handle to read where it is and to navigate. */
export interface TestRouter extends AppRouter {
  readonly state: RouterState;
  navigate(to: To): void;
  subscribe(listener: (state: RouterState) => void): () => void;
}

export function createTestRouter(initialPath: string): TestRouter {
  const listeners = new Set<(state: RouterState) => void>();
  let navigateFn: ((to: To) => void) | null = null;
  const handle = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } as Location, historyAction: 'POP' as NavigationType },
    navigate: (to: To) => {
      if (!navigateFn) throw new Error('The test router is not rendered yet.');
      navigateFn(to);
    },
    subscribe: (listener: (state: RouterState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      navigateFn = (to) => void navigate(to);
      if (handle.state.location.key === location.key && handle.state.location.pathname === location.pathname) return;
      handle.state = { location, historyAction };
      for (const listener of [...listeners]) listener(handle.state);
    }, [location, historyAction, navigate]);
    return null;
  }

  return Object.assign(handle, {
    element: (
      <MemoryRouter initialEntries={[initialPath]}>
        <Probe />
        <AppRoutes />
      </MemoryRouter>
    ),
  });
}

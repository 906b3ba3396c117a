import type { ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ConsoleLogger } from './adapters/browser/console-logger.adapter';
import { WindowNetworkStatus } from './adapters/browser/window-network-status.adapter';
import { WindowPageReloader } from './adapters/browser/window-page-reloader.adapter';
import { preloadPage } from './ui/app/routes';
import { TakesOver } from './ui/app/first-screen';
import { FIRST_SCREEN_ATTRIBUTE } from './ui/app/first-screen-markup';
import { StartFailure } from './ui/app/start-failure';
import { markStart } from './composition/start-marks';

markStart('entry');

// The page's own chunk first; the backend loads when a screen first needs it (see bootstrap).
// A public page's first render waits for that chunk alone, so it paints in one go, with no loading
// screen before it (issue 13, LCP); on `/` index.html has asked for it already.
const page = preloadPage(window.location.pathname);
// React and the router are this entry; the app itself (its container, stores, styles and frame) is
// a second module graph, asked for by index.html beside the entry: evaluated in a task of its own,
// not as part of one long task evaluating everything (issue 13, TBT).
const app = import('./composition/start-app');
const logger = new ConsoleLogger();
const container = document.getElementById('root')!;
// A public page's first screen, when its HTML came with it and it shows (vite.config.ts,
// prerenderPublicPages): the app adopts that markup (hydration) instead of building the page again.
const screen = container.querySelector<HTMLElement>(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`);
let root: Root | null = screen ? null : createRoot(container);
const show = (element: ReactElement) => {
  if (root) root.render(element);
  else {
    root = hydrateRoot(screen!, <TakesOver screen={screen}>{element}</TakesOver>, {
      // Markup that does not match the app's first render: React renders that part afresh, and the page works on.
      onRecoverableError: (error) => logger.error('The first screen did not match the app; rendered afresh', error),
    });
  }
};
// The app could not arrive or start (the connection dropped mid-load, a deploy replaced its files):
// the page says so and reloads by itself once the browser is back online, instead of staying blank
// (issue 13, offline and errors).
const failed = (error: unknown) => {
  logger.error('ClipCoach could not start', error);
  const failure = <StartFailure reloader={new WindowPageReloader()} network={new WindowNetworkStatus(window)} />;
  if (root) root.render(failure);
  else {
    // The first screen is a picture of a page that will not start: the failure replaces it.
    container.replaceChildren();
    root = createRoot(container);
    root.render(failure);
  }
};
// The app is built, then rendered, once the page's chunk is there (or could not come: the page's own
// error boundary says so). Both are awaited together from the start, so an app chunk that fails
// before the page's chunk settles is handled at once, never reported as an unhandled rejection.
void Promise.all([app, page.catch(() => undefined)])
  .then(([{ startApp }]) => startApp(show))
  .catch(failed);

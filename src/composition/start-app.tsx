import { startTransition, type ReactElement } from 'react';
import { SystemClock } from '../adapters/browser/system-clock.adapter';
import { sleep } from '../application/ports/clock.port';
import { App } from '../ui/app/app';
import { bootstrap } from './bootstrap';
import { markStart } from './start-marks';

/**
 * Builds the running app and renders it into `root`, in three tasks of the browser's rather than
 * one long one (issue 13, TBT): this chunk's evaluation ends the first; the second builds the app
 * (configuration, container, router); the third starts it (the session, the backend) and asks React
 * for the first render. That render is a transition: React renders in slices and yields between
 * them, so a first visit never blocks the main thread for the whole render; the page still appears
 * in one piece, as React commits only the finished tree. Settles once the render is asked for;
 * rejects if the app could not be built or started. `show` renders the app, or adopts the first
 * screen the page's HTML came with (src/main.tsx).
 */
export async function startApp(show: (app: ReactElement) => void): Promise<void> {
  const clock = new SystemClock();
  await sleep(clock, 0);
  const { container, router, queryClient, start } = bootstrap(clock);
  markStart('app-built');
  await sleep(clock, 0);
  start();
  startTransition(() => show(<App container={container} router={router} queryClient={queryClient} />));
}

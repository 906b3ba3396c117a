import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from '../ui/app/app';
import { bootstrap } from './bootstrap';

/**
 * Builds the running app and renders it into `root`. The first render is a transition: React
 * renders in slices and yields between them, so a first visit never blocks the main thread for the
 * whole render (issue 13, TBT); the page still appears in one piece, as React commits only the
 * finished tree.
 */
export function startApp(root: Root): void {
  const { container, router, queryClient } = bootstrap();
  startTransition(() => root.render(<App container={container} router={router} queryClient={queryClient} />));
}

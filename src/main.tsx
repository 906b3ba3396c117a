import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';
import { preloadPage } from './ui/app/routes';

// The page's own chunk first; the backend loads when a screen first needs it (see bootstrap).
// A public page's first render waits for that chunk alone, so it paints in one go, with no loading
// screen before it (issue 13, LCP); on `/` index.html has asked for it already.
const page = preloadPage(window.location.pathname);
// The app is built, then rendered, once that chunk is there: a task of its own rather than part of
// evaluating the entry's modules, so neither makes one long task of the other (issue 13, TBT).
const render = () => {
  const { container, router, queryClient } = bootstrap();
  const root = createRoot(document.getElementById('root')!);
  // The first render is a transition: React renders in slices and yields between them, so a first
  // visit never blocks the main thread for the whole render (issue 13, TBT); the page still appears
  // in one piece, as React commits only the finished tree.
  startTransition(() => root.render(<App container={container} router={router} queryClient={queryClient} />));
};
void page.then(render, render);

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';
import { preloadPage } from './ui/app/routes';

// The page's own chunk first; the backend loads when a screen first needs it (see bootstrap).
// A public page's first render waits for that chunk alone, so it paints in one go, with no loading
// screen before it (issue 13, LCP); on `/` index.html has asked for it already.
const page = preloadPage(window.location.pathname);
const { container, router, queryClient } = bootstrap();
// The first render is a transition: React renders in slices and yields between them, so a first
// visit never blocks the main thread for the whole render (issue 13, TBT); the page still appears
// in one piece, as React commits only the finished tree.
const render = () => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App container={container} router={router} queryClient={queryClient} />));
};
void page.then(render, render);

import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';
import { preloadPage } from './ui/app/routes';

// The page's own chunk first, then the backend (see bootstrap, which needs no backend to start).
// A public page's first render waits for that chunk alone, so it paints in one go, with no loading
// screen before it (issue 13, LCP); on `/` index.html has asked for it already.
const page = preloadPage(window.location.pathname);
const { container, router, queryClient } = bootstrap();
const render = () => createRoot(document.getElementById('root')!).render(<App container={container} router={router} queryClient={queryClient} />);
void page.then(render, render);

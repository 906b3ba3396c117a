import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';
import { preloadPage } from './ui/app/routes';

// The page's own chunk first, then the backend (see bootstrap); the app renders at once.
const page = preloadPage(window.location.pathname);
const { container, router, queryClient } = bootstrap();
const render = () => createRoot(document.getElementById('root')!).render(<App container={container} router={router} queryClient={queryClient} />);
void page.then(render, render);

import { createRoot } from 'react-dom/client';
import { preloadPage } from './ui/app/routes';

// The page's own chunk first; the backend loads when a screen first needs it (see bootstrap).
// A public page's first render waits for that chunk alone, so it paints in one go, with no loading
// screen before it (issue 13, LCP); on `/` index.html has asked for it already.
const page = preloadPage(window.location.pathname);
// React and the router are this entry; the app itself (its container, stores, styles and frame) is
// a second module graph, asked for by index.html beside the entry: evaluated in a task of its own,
// not as part of one long task evaluating everything (issue 13, TBT).
const app = import('./composition/start-app');
// The app is built, then rendered, once the page's chunk is there.
const start = () => void app.then(({ startApp }) => startApp(createRoot(document.getElementById('root')!)));
void page.then(start, start);

import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';

// The app renders at once; the backend loads beside it (see bootstrap).
const { container, router, queryClient } = bootstrap();
createRoot(document.getElementById('root')!).render(<App container={container} router={router} queryClient={queryClient} />);

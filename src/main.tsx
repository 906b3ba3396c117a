import { createRoot } from 'react-dom/client';
import { bootstrap } from './composition/bootstrap';
import { App } from './ui/app/app';

const root = createRoot(document.getElementById('root')!);
void bootstrap().then(({ container, router, queryClient }) => {
  root.render(<App container={container} router={router} queryClient={queryClient} />);
});

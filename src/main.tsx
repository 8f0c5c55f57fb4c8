import '@siyum/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// §2: a route's code that fails to load (a deploy replaced it, the network dropped) reloads the
// page being opened in full, instead of showing an error.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  const target = router.state.navigation.location;
  window.location.assign(target ? createPath(target) : window.location.href);
});
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

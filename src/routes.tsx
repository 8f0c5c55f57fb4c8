import type { RouteObject } from 'react-router';

// Every route is loaded lazily (spec §2).
export const routes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
];

import type { RouteObject } from 'react-router';
import { AppLayout } from './app/AppLayout';

// Every page is loaded lazily (spec §2); the layout (session, header, guards) is in the entry chunk.
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }) },
      {
        path: 'auth-callback',
        lazy: async () => ({ Component: (await import('./pages/AuthCallbackPage')).AuthCallbackPage }),
      },
      {
        path: 'sign-out',
        lazy: async () => ({ Component: (await import('./pages/SignOutPage')).SignOutPage }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }) },
    ],
  },
];

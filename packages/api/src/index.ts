export { type AppInfo, type AppOptions, createApp } from './app';
export type { Database, Db } from './db';
export { createRateLimiter, type RateLimiter } from './infra/rateLimit';
export { type RunningServer, type ServerOptions, startServer } from './server';
/** The API's type for `createTRPCClient<AppRouter>()` in the app (a type-only import). */
export type { AppRouter } from './trpc/router';

export { type AppInfo, createApp } from './app';
export { type RunningServer, startServer } from './server';

export * from './api';
export * from './authScreens';
export * from './en';
export { format } from './format';
export * from './preferences';
export * from './shell';
export * from './siyumBoard';
export * from './siyumCommunity';
export * from './siyumCreate';

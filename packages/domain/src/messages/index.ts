export * from './authScreens';
export * from './en';
export { format } from './format';

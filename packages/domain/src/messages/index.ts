export * from './en';
export { format } from './format';

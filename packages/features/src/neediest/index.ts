export { NeediestSiyumim, type NeediestSiyumimProps } from './NeediestSiyumim';
export { needLine } from './needText';

export * from './constants';
export * from './messages';
export * from './navigation';
export * from './permissions';
export * from './user';
export * from './lookups';

export * from './constants';
export * from './lookups';
export * from './messages';
export * from './navigation';
export * from './permissions';
export * from './siyum';
export * from './texts';
export * from './user';

export * from './confirmation';
export * from './forgot';
export * from './login';
export * from './newPassword';
export * from './password';
export * from './registration';

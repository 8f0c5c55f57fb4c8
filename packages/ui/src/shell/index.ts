export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { isPlainClick, UserStatus, type UserStatusProps } from './UserStatus';

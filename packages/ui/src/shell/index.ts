export { isPlainClick, UserStatus, type UserStatusProps } from './UserStatus';

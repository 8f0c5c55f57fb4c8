export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { isExternal, NavLink, type NavLinkProps, type SiteLink } from './navLink';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { isPlainClick, UserStatus, type UserStatusProps } from './UserStatus';

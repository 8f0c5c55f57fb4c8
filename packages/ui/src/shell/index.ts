export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { MailingListSignup, type MailingListSignupProps } from './MailingListSignup';
export { MAILING_LIST_SANDBOX, type MailingListConfig } from './mailingList';
export { NotFound, type NotFoundProps } from './NotFound';
export { AppLink, type AppLinkProps, isExternal, NavLink, type NavLinkProps, type SiteLink } from './navLink';
// The row itself reaches pages through SiteHeader's `sisterSites` (its mobile menu). Exporting the
// component here would put it in the chunk the header shares with that lazy menu, so every header
// consumer would load it up front.
export type { SisterSite, SisterSitesProps } from './SisterSites';
export { type SisterApp, SiteFooter, type SiteFooterProps, type SocialLinks } from './SiteFooter';
export { SiteHeader, type SiteHeaderProps } from './SiteHeader';
export { isPlainClick, UserStatus, type UserStatusProps } from './UserStatus';
export { useScrolledPast } from './useScrolledPast';

import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from './UserStatus';

/** One entry of the site's navigation (§2: label and path; external ones open a new tab). */
export interface SiteLink {
  label: string;
  /** A path inside the app, or an absolute URL (external). */
  href: string;
  /** A visitor choosing it gets the login dialog instead (§2: Create a Siyum). */
  requiresSignIn?: boolean;
}

export const isExternal = (href: string) => /^https?:\/\//.test(href);

export interface NavLinkProps {
  link: SiteLink;
  signedIn: boolean;
  currentPath?: string;
  onNavigate?: ((path: string) => void) | undefined;
  onLogin: () => void;
  className?: string;
  children?: ReactNode;
  /** Called after a choice (the mobile menu closes). */
  onChosen?: () => void;
}

/** A link that navigates in the app on a plain click, or opens the login dialog for a visitor. */
export function NavLink({
  link,
  signedIn,
  currentPath,
  onNavigate,
  onLogin,
  className,
  children,
  onChosen,
}: NavLinkProps) {
  const external = isExternal(link.href);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (external || !isPlainClick(event)) return;
    if (link.requiresSignIn && !signedIn) {
      event.preventDefault();
      onChosen?.();
      onLogin();
      return;
    }
    if (!onNavigate) return;
    event.preventDefault();
    onChosen?.();
    onNavigate(link.href);
  };
  return (
    <a
      className={className}
      href={link.href}
      aria-current={currentPath === link.href ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
      onClick={click}
    >
      {children ?? link.label}
    </a>
  );
}

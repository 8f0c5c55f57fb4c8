import { navMessages } from '@siyum/domain';
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useId } from 'react';
import { useUiMessages } from '../messages/UiMessagesProvider';
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

export interface AppLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** A path inside the app, or an absolute URL. */
  href: string;
  /** Client-side navigation for app paths; without it the link loads the page. */
  onNavigate?: ((path: string) => void) | undefined;
}

/**
 * The shell's one link. An absolute URL opens a new tab (rel noopener) and tells assistive
 * technology so through its description, leaving its name as shown; an app path navigates
 * client-side on a plain click, while modified clicks keep the browser's behaviour.
 */
export function AppLink({ href, onNavigate, onClick, children, ...anchor }: AppLinkProps) {
  const hint = useId();
  const nav = useUiMessages('nav', navMessages);
  if (isExternal(href))
    return (
      <a
        {...anchor}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hint}
        onClick={onClick}
      >
        {children}
        <span id={hint} hidden>
          {nav.opensInNewTab}
        </span>
      </a>
    );
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

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
  const offerLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.requiresSignIn || signedIn || isExternal(link.href) || !isPlainClick(event)) return;
    event.preventDefault();
    onChosen?.();
    onLogin();
  };
  return (
    <AppLink
      className={className}
      href={link.href}
      aria-current={currentPath === link.href ? 'page' : undefined}
      onClick={offerLogin}
      onNavigate={
        onNavigate &&
        ((path) => {
          onChosen?.();
          onNavigate(path);
        })
      }
    >
      {children ?? link.label}
    </AppLink>
  );
}

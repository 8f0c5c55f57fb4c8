import * as Dialog from '@radix-ui/react-dialog';
import { navMessages } from '@siyum/domain';
import { Button } from '../form';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
import { NavLink, type NavLinkProps, type SiteLink } from './navLink';
import { type SisterSite, SisterSites } from './SisterSites';

export interface MobileMenuProps {
  links: readonly SiteLink[];
  linkProps: Pick<NavLinkProps, 'signedIn' | 'currentPath' | 'onNavigate' | 'onLogin'>;
  onClose: () => void;
  onLogin: () => void;
  onRegister: () => void;
  onLogout: () => void;
  sisterSites?: readonly SisterSite[];
  /** The language switch, when the app offers one. */
  language?: Pick<LanguageSwitchProps, 'locale' | 'onChange'>;
}

/**
 * §2 mobile menu, open while mounted: Register and Log In (visitor) or Log out, the links, then
 * the row of sister-site icons.
 * Radix Dialog locks the page's scroll, traps focus and hands it back to the Menu button.
 */
export default function MobileMenu({
  links,
  linkProps,
  onClose,
  onLogin,
  onRegister,
  onLogout,
  sisterSites = [],
  language,
}: MobileMenuProps) {
  const nav = useUiMessages('nav', navMessages);
  const { signedIn } = linkProps;
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="siyum-header__menu-overlay" />
        <Dialog.Content className="siyum-header__menu" aria-describedby={undefined}>
          <Dialog.Title className="siyum-header__menu-title">{nav.menu}</Dialog.Title>
          {signedIn ? (
            <Button variant="secondary" onClick={choose(onLogout)}>
              {nav.logOut}
            </Button>
          ) : (
            <div className="siyum-header__menu-actions">
              <Button onClick={choose(onRegister)}>{nav.register}</Button>
              <Button variant="secondary" onClick={choose(onLogin)}>
                {nav.logIn}
              </Button>
            </div>
          )}
          <nav aria-label={nav.menu}>
            <ul className="siyum-header__menu-links">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    link={link}
                    {...linkProps}
                    onChosen={onClose}
                    className="siyum-header__menu-link"
                  />
                </li>
              ))}
            </ul>
          </nav>
          {language && (
            <LanguageSwitch
              locale={language.locale}
              onChange={(locale) => {
                onClose();
                language.onChange(locale);
              }}
              className="siyum-header__menu-language"
            />
          )}
          <SisterSites sites={sisterSites} className="siyum-header__menu-sites" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { SiteFooter } from '@siyum/ui/shell';
import { useNavigate } from 'react-router';
import { config } from '../config';

/** The site footer wired to public config; loaded after the page (it sits below the fold). */
export default function AppFooter() {
  const navigate = useNavigate();
  const whatsapp =
    config.social.whatsapp ?? `https://wa.me/?text=${encodeURIComponent(window.location.origin)}`;
  return (
    <SiteFooter
      productName={config.productName}
      apps={config.apps}
      socialLinks={{ ...config.social, whatsapp }}
      donateUrl={config.supportUrl}
      privacyUrl={config.privacyPolicyUrl}
      cookiePolicyUrl={config.cookiePolicyUrl}
      mailingList={config.mailingList}
      onNavigate={(path) => navigate(path)}
    />
  );
}

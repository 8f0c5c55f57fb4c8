import { SiteFooter } from '@siyum/ui/shell';
import { useNavigate } from 'react-router';
import { config } from '../config';
import { footerConfig } from '../footerConfig';

/** The site footer wired to public config; loaded after the page (it sits below the fold). */
export default function AppFooter() {
  const navigate = useNavigate();
  const whatsapp =
    footerConfig.social.whatsapp ?? `https://wa.me/?text=${encodeURIComponent(window.location.origin)}`;
  return (
    <SiteFooter
      productName={config.productName}
      apps={footerConfig.apps}
      socialLinks={{ ...footerConfig.social, whatsapp }}
      donateUrl={config.supportUrl}
      privacyUrl={config.privacyPolicyUrl}
      cookiePolicyUrl={config.cookiePolicyUrl}
      mailingList={footerConfig.mailingList}
      onNavigate={(path) => navigate(path)}
    />
  );
}

import type { MailingListConfig, SisterApp, SocialLinks } from '@siyum/ui/shell';

const env = import.meta.env;

/**
 * The footer's public configuration (spec §1 and §7), read from `VITE_*` variables like `config.ts`
 * but apart from it: the footer loads after the page, so every page's first script need not carry
 * these links.
 */
export const footerConfig = {
  /** §1: the two sister apps' store pages. */
  apps: [
    {
      name: 'All Daf',
      appStoreUrl: env.VITE_ALLDAF_APP_STORE_URL ?? 'https://apps.apple.com/us/search?term=All%20Daf',
      playStoreUrl:
        env.VITE_ALLDAF_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=All%20Daf&c=apps',
    },
    {
      name: 'All Mishnah',
      appStoreUrl: env.VITE_ALLMISHNAH_APP_STORE_URL ?? 'https://apps.apple.com/us/search?term=All%20Mishnah',
      playStoreUrl:
        env.VITE_ALLMISHNAH_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=All%20Mishnah&c=apps',
    },
  ] satisfies SisterApp[],
  /** §1 social links; one left empty is not shown. */
  social: {
    instagram: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/outorah/',
    youtube: env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/@OUTorah',
    x: env.VITE_X_URL ?? 'https://x.com/OUTorah',
    /** Unset: a WhatsApp link that shares this site (see AppFooter). */
    whatsapp: env.VITE_WHATSAPP_URL,
  } satisfies SocialLinks,
  /** §7: the mailing-list form comes from a third-party script; without one the footer links its page. */
  mailingList: env.VITE_MAILING_LIST_SCRIPT_URL
    ? ({
        scriptUrl: env.VITE_MAILING_LIST_SCRIPT_URL,
        ...(env.VITE_MAILING_LIST_FORM_ID ? { formId: env.VITE_MAILING_LIST_FORM_ID } : {}),
        ...(env.VITE_MAILING_LIST_PAGE_URL ? { pageUrl: env.VITE_MAILING_LIST_PAGE_URL } : {}),
      } satisfies MailingListConfig)
    : undefined,
} as const;

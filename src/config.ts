import { DEFAULT_PLATFORM } from '@siyum/domain';

/** Public runtime configuration (spec §1: the platform name comes from public config). */
export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Siyum',
  platform: import.meta.env.VITE_PLATFORM ?? DEFAULT_PLATFORM,
  /** The registration agreement's privacy-policy link. */
  privacyPolicyUrl: import.meta.env.VITE_PRIVACY_POLICY_URL ?? '/about-us#privacy',
  /** §2 'Support Us': the external donate page (new tab); the in-app /donate page until configured. */
  supportUrl: import.meta.env.VITE_SUPPORT_URL ?? '/donate',
  /** The 600×150 share image of link previews. */
  shareImageUrl: import.meta.env.VITE_SHARE_IMAGE_URL ?? '/share.png',
} as const;

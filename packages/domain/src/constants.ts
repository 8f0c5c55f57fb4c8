// Business constants of spec §9, in one place for the app, the UI library and the server.

/** The platform name sent with auth.me, auth.createUser and the prefs when public config names none. */
export const DEFAULT_PLATFORM = 'siyum';
/** Longest platform name the API accepts. */
export const PLATFORM_MAX_LENGTH = 40;

/** UserPrefs.fontSize: 12 small, 16 medium, 20 big. */
const FONT_SIZES = { small: 12, medium: 16, big: 20 } as const;
export type FontSize = (typeof FONT_SIZES)[keyof typeof FONT_SIZES];
export const FONT_SIZE_VALUES: readonly FontSize[] = [FONT_SIZES.small, FONT_SIZES.medium, FONT_SIZES.big];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const SPINNER_SIZES = [24, 48, 72] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

/** Spec §5, §9: 6 where the configuration gives none; 8 in the authenticator library (and Cognito). */
export const PASSWORD_MIN_LENGTH = { default: 6, library: 8 } as const;
export const ADULT_AGE = 18;

export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 400;

export const COOKIE_MAX_AGE_DAYS = 365;

/** Phone: the country list starts with these, then the rest by calling code. */
export const PHONE_PRIORITY_COUNTRIES = ['US', 'CA', 'IL'] as const;
export const PHONE_LIMITS = {
  minNationalDigits: 2,
  maxNationalDigits: 17,
  maxRawLength: 250,
  maxExtensionDigits: 20,
} as const;
export const PHONE_INVALID = 'INVALID' as const;

/** Community figure quoted in marketing copy. */
export const COMMUNITY_UNITS_LEARNED = 525_075;

/** §2 / §9: the share image (og:image) is 600 by 150. */
export const SHARE_IMAGE = { width: 600, height: 150 } as const;

// Business constants of spec §9, in one place for the app, the UI library and the server.

export const TAGLINE = 'Start. Study. Siyum.';

/** UserPrefs.fontSize: 12 small, 16 medium, 20 big. */
export const FONT_SIZES = { small: 12, medium: 16, big: 20 } as const;
export type FontSize = (typeof FONT_SIZES)[keyof typeof FONT_SIZES];
export const FONT_SIZE_VALUES: readonly FontSize[] = [FONT_SIZES.small, FONT_SIZES.medium, FONT_SIZES.big];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** UserPrefs.backgroundColor is 'dark' or otherwise light. */
export const themeFromBackgroundColor = (backgroundColor: string | null | undefined): Theme =>
  backgroundColor === 'dark' ? 'dark' : 'light';

export const SPINNER_SIZES = [24, 48, 72] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

export const PASSWORD_MIN_LENGTH = { default: 6, library: 8 } as const;
export const ADULT_AGE = 18;

export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 400;
export const AUTH_CALL_DEBOUNCE_MS = 300;
export const PENDING_SIGN_IN_LIFETIME_MS = 3 * 60_000;
export const AUTO_SIGN_IN_WINDOW_MS = 3 * 60_000;
export const AUTO_SIGN_IN_POLL_MS = 5_000;
export const TOKEN_EXPIRY_TOLERANCE_MS = 5_000;
export const ROUTES_BAR_HIDE_SCROLL_PX = 350;

export const RETRY = { attempts: 3, baseMs: 100, jitterMs: 100, capMs: 5 * 60_000 } as const;
export const RETRYABLE_STATUSES = [429, 500, 502, 503, 504] as const;

export const VIEWPORT_BREAKPOINTS = {
  testBreakpoint: 100,
  tabPhone: 600,
  tabPort: 900,
  tabLand: 1200,
  tabLandWide: 1400,
  desktop: 1600,
  desktopWide: 1800,
} as const;

export const COOKIE_MAX_AGE_DAYS = 365;
export const SHARE_IMAGE = { width: 600, height: 150 } as const;

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

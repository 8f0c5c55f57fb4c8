// Business constants of spec §9, in one place for the app, the UI library and the server.

/** The platform name sent with auth.me, auth.createUser and the prefs when public config names none. */
export const DEFAULT_PLATFORM = 'siyum';
/** Longest platform name the API accepts. */
export const PLATFORM_MAX_LENGTH = 40;
/**
 * The platforms whose preferences the API keeps (spec §1: this product and its two sister apps,
 * All Daf and All Mishnah, share accounts). A closed list: each user has at most one prefs row per
 * platform, so free text would let one user create rows without bound (decision 0013).
 */
export const PLATFORMS = [DEFAULT_PLATFORM, 'alldaf', 'allmishnah'] as const;
export type Platform = (typeof PLATFORMS)[number];
export function isKnownPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/**
 * The HTTP edge of the API (decision 0013). The biggest legitimate call is well under 20 kB
 * (support.send: 5,000 characters of message, 3 bytes each in UTF-8; siyum.create: 2,000 of
 * description plus 100 scope ids); a body may batch several calls, so 128 KiB leaves room for a
 * batch of the largest calls and refuses megabytes before they are parsed.
 */
export const API_BODY_MAX_BYTES = 128 * 1024;
/** Calls per tRPC batch request; the app's batch link splits larger batches (`maxItems`). */
export const API_MAX_BATCH_SIZE = 20;

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
/** §4 / §9: a pending sign-in (username, challenge, session) lasts 3 minutes after its last update. */
export const PENDING_SIGN_IN_LIFETIME_MS = 3 * 60 * 1000;

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

/**
 * The home page's "learned over N Mishnayos and Dafim" starts from the figure the community had
 * learned before this app counted (the marketing copy's 525,075); the mishnayot and dafim of every
 * portion completed here (siyum.counters `unitsLearned`) are added to it.
 */
export const COMMUNITY_UNITS_LEARNED = 525_075;

/** §9 route code preloading: about 5 at a time, when the browser is idle (or after 50 ms without idle callbacks). */
export const ROUTE_PRELOAD_CONCURRENCY = 5;
export const ROUTE_PRELOAD_IDLE_FALLBACK_MS = 50;

/** §4 Viewport, §9: breakpoints in px — a width up to each one is named by it; wider is desktopWide. */
export const VIEWPORT_BREAKPOINTS = {
  testBreakpoint: 100,
  tabPhone: 600,
  tabPort: 900,
  tabLand: 1200,
  tabLandWide: 1400,
  desktop: 1600,
  desktopWide: 1800,
} as const;
export type ViewportBreakpoint = keyof typeof VIEWPORT_BREAKPOINTS;
export const VIEWPORT_FALLBACK: ViewportBreakpoint = 'desktop';
/** The viewport cookie's name (it lives COOKIE_MAX_AGE_DAYS, SameSite Strict). */
export const VIEWPORT_COOKIE_NAME = 'viewport';

/** §2 / §9: the share image (og:image) is 600 by 150. */
export const SHARE_IMAGE = { width: 600, height: 150 } as const;

/** §9 retries: up to 3 attempts, backoff 2^n × 100 ms plus up to 100 ms jitter, capped at 5 min. */
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_MS = 100;
export const RETRY_JITTER_MS = 100;
export const RETRY_CAP_MS = 300_000;
/** §9: the HTTP statuses worth another attempt (besides throttling and time-out errors). */
export const RETRYABLE_STATUSES: readonly number[] = [429, 500, 502, 503, 504];
/** §9 tracing: a navigation span ends after 1 s without network activity, or at 30 s at most; a child span at 15 s. */
export const TRACE_IDLE_TIMEOUT_MS = 1_000;
export const TRACE_FINAL_TIMEOUT_MS = 30_000;
export const TRACE_CHILD_SPAN_TIMEOUT_MS = 15_000;

/** §2 / §9: the header's routes bar hides once the page has scrolled this far. */
export const ROUTES_BAR_HIDE_SCROLL_PX = 350;

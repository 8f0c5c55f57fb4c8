/**
 * Texts of the preferences form (§1: dark or light theme and font size). The save line tells a
 * visitor their choice stays on this device and a signed-in user that it reached their account.
 */
export const preferencesMessages = {
  themeLegend: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  fontSizeLegend: 'Text size',
  fontSizeSmall: 'Small',
  fontSizeMedium: 'Medium',
  fontSizeLarge: 'Large',
  fontSizePixels: '{size} px',
  /** Issue 23: each language is named in itself (`LOCALE_NAMES`). */
  languageLegend: 'Language',
  saving: 'Saving…',
  savedOnDevice: 'Saved on this device.',
  savedToAccount: 'Saved to your account.',
  saveFailed: 'Couldn’t save to your account. Your choice still applies on this device.',
  retry: 'Try again',
} as const;

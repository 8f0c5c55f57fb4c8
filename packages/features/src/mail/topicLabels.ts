import type { MailTopic } from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';

type MailPrefsStrings = UiMessages['mailPrefs'];

/**
 * Each topic's label and hint in the `mailPrefs` section. A record over the domain's union, so a new
 * topic fails to compile until it has both (and the catalogue's used-keys test sees every key named).
 */
export const TOPIC_STRINGS: Record<
  MailTopic,
  { label: keyof MailPrefsStrings; hint: keyof MailPrefsStrings }
> = {
  claimConfirmation: { label: 'claimConfirmation', hint: 'claimConfirmationHint' },
  reminders: { label: 'reminders', hint: 'remindersHint' },
  weeklyDigest: { label: 'weeklyDigest', hint: 'weeklyDigestHint' },
  siyumComplete: { label: 'siyumComplete', hint: 'siyumCompleteHint' },
  organizerMessages: { label: 'organizerMessages', hint: 'organizerMessagesHint' },
  organizerDigest: { label: 'organizerDigest', hint: 'organizerDigestHint' },
};

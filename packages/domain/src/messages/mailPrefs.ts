/**
 * The email settings on /preferences and the page an unsubscribe link opens (issue 22). Each topic
 * has a label and one line saying when it comes.
 */
export const mailPrefsMessages = {
  legend: 'Emails',
  intro: 'Choose which emails you get. We never show your address to other learners.',
  claimConfirmation: 'Sign-up confirmations',
  claimConfirmationHint: 'When you take portions: what you took and the date, with a calendar file.',
  reminders: 'Reminders',
  remindersHint: 'Before a siyum’s date, for each portion you have not finished yet.',
  weeklyDigest: 'Weekly summary',
  weeklyDigestHint:
    'On Sunday morning, when you hold several portions: what is left in each siyum and the pace.',
  siyumComplete: 'Siyum complete',
  siyumCompleteHint: 'When a siyum you learn in is finished: the final numbers and your part.',
  organizerMessages: 'Messages from organizers',
  organizerMessagesHint: 'What the organizer of a siyum you learn in writes to its learners.',
  organizerDigest: 'Organizer summary',
  organizerDigestHint:
    'For siyumim you manage: new sign-ups and learned portions each day, and the open portions a week before the date.',
  timeZone: 'Time zone',
  timeZoneHint: 'Reminders arrive at 9:00 in this time zone.',
  /** A zone in the list: its city and its generic name, "New York (Eastern Time)". */
  timeZoneOption: '{city} ({zone})',
  saving: 'Saving…',
  saved: 'Saved.',
  saveFailed: 'Couldn’t save your email settings. Try again.',
  loadFailed: 'Couldn’t load your email settings.',
  retry: 'Try again',
  loading: 'Loading your email settings…',
  /** Mail to the account's address stopped (a bounce, a spam report), and the way to start it again. */
  stoppedBounce:
    'Our emails to your address came back undelivered, so we stopped sending them. If your mailbox works again, start them again.',
  stoppedComplaint:
    'An email from us was reported as spam from your address, so we stopped sending. If that was a mistake, start them again.',
  resume: 'Send me emails again',
} as const;

/** /unsubscribe: one button, then what happened and the way back. */
export const unsubscribeMessages = {
  title: 'Unsubscribe',
  question: 'Stop “{topic}” emails to {email}?',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: 'Done: {email} will get no more “{topic}” emails.',
  undo: 'Subscribe again',
  resubscribed: '{email} will get “{topic}” emails again.',
  allSettings: 'All your email settings',
  invalid:
    'This unsubscribe link is not valid. It may be incomplete: open it again from the email, or change your email settings after signing in.',
  failed: 'Couldn’t unsubscribe. Try again.',
  resubscribeFailed: 'Couldn’t subscribe you again. Try again.',
  oneClickDone: 'Unsubscribed.',
} as const;

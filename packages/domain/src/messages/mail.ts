/**
 * The product's emails (issue 22). `{name}` placeholders are filled by `format`; every email has a
 * plain-text part with the same words as its HTML.
 */
export const mailMessages = {
  /** The locale dates and numbers are written in. */
  locale: 'en-GB',
  greeting: 'Dear {name},',
  greetingNoName: 'Hello,',
  claimConfirmationSubject: 'You are learning for “{title}”',
  claimConfirmationIntro: 'Thank you for taking part. You signed up to learn:',
  claimConfirmationDate: 'The siyum is on {date} ({hebrewDate}).',
  claimConfirmationCalendar: 'The attached calendar file puts the date in your calendar.',
  claimConfirmationLink: 'Your portions and the whole siyum: {url}',
  openSiyum: 'Open the siyum',
  signature: 'The {product} team',
  whyYouGetThis: 'You receive this because you signed up for a portion of this siyum on {product}.',
  reminderSubject: '{days} to the siyum “{title}”',
  reminderIntro: 'The siyum “{title}” is on {date} ({hebrewDate}). Still to learn:',
  reminderPortionsOne: '1 portion',
  reminderPortionsOther: '{count} portions',
  reminderDaysOne: '1 day',
  reminderDaysOther: '{count} days',
  pacingEvery: '{portions}, {days}: about one every {every} days.',
  pacingPerDay: '{portions}, {days}: about {count} a day.',
  reminderDone:
    'When you finish a portion, mark it learned on the siyum’s page, so everyone sees the progress.',
  stopThese: 'Stop these emails',
  stopTheseText: 'Stop these emails: {url}',
} as const;

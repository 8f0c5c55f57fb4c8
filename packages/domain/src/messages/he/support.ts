import { LOCALE_DATE_TAGS } from '../dateLocales';
import type * as english from '../support';
import type { Translation } from '../translation';

export const supportMessages = {
  contactIntro:
    'נשמח לשמוע מכם. יש לכם שאלה על {product}, רעיון לסיום או מילה טובה ללומדים? כתבו לנו בטופס שלמטה, ומישהו מהצוות שלנו יחזור אליכם באימייל.',
  contactFormLabel: 'טופס יצירת קשר',
  supportIntro:
    'צריכים עזרה? אם משהו ב־{product} לא עובד כמו שציפיתם — התחברות, לקיחת חלק, ניהול הסיום שלכם — ספרו לנו מה קרה ונעזור לכם בהקדם.',
  supportTips:
    'כדאי לציין את הקישור לסיום, על מה לחצתם ומה ראיתם. אם תתחברו קודם, נוכל למצוא את החשבון שלכם מהר יותר.',
  supportFormLabel: 'פנייה לתמיכה',

  name: 'השם שלכם',
  email: 'אימייל',
  emailDescription: 'נשתמש בו רק כדי לענות לכם.',
  subject: 'נושא',
  contactSubjectDescription: 'במה מדובר, בכמה מילים.',
  supportSubjectDescription: 'לדוגמה: "אי אפשר לסמן את החלק שלי כנלמד".',
  message: 'הודעה',
  messageDescription: 'עד {max} תווים.',
  submit: 'שליחת ההודעה',
  submitting: 'שולחים…',

  sentHeading: 'תודה — ההודעה נשלחה',
  sentText: 'קיבלנו את ההודעה שלכם ונחזור אליכם לכתובת {email} בהקדם.',
  sendAnother: 'שליחת הודעה נוספת',
} as const satisfies Translation<typeof english.supportMessages>;

export const supportValidationMessages = {
  nameRequired: 'כתבו את השם שלכם.',
  nameTooLong: 'השם צריך להיות קצר מ־{max} תווים.',
  emailRequired: 'חובה להזין אימייל.',
  emailInvalid: 'הזינו כתובת אימייל תקינה.',
  emailTooLong: 'כתובת האימייל צריכה להיות קצרה מ־{max} תווים.',
  subjectRequired: 'הוסיפו נושא.',
  subjectTooLong: 'הנושא צריך להיות קצר מ־{max} תווים.',
  messageRequired: 'כתבו את ההודעה שלכם.',
  messageTooShort: 'ספרו לנו עוד קצת (לפחות {min} תווים).',
  messageTooLong: 'ההודעה צריכה להיות קצרה מ־{max} תווים.',
} as const satisfies Translation<typeof english.supportValidationMessages>;

export const supportInboxMessages = {
  locale: LOCALE_DATE_TAGS.he,
  title: 'פניות לתמיכה',
  intro: 'הודעות שנשלחו מדפי יצירת הקשר והתמיכה. ענו באימייל, ואז סמנו את ההודעה כנענתה.',
  show: 'הצגה:',
  showWaiting: 'ממתינות ({count})',
  showAll: 'הכול',
  empty: 'אין הודעות ממתינות. כל ההודעות נענו.',
  emptyAll: 'עדיין אין הודעות.',
  kindContact: 'יצירת קשר',
  kindSupport: 'תמיכה',
  from: 'מאת {name} <{email}>',
  signedIn: 'משתמש רשום',
  aboutSiyum: 'בנוגע לסיום מס׳ {id}',
  sent: 'נשלחה: {date}',
  answered: 'נענתה: {date}',
  reply: 'תשובה באימייל',
  // The reply's subject line: mail programs recognise "Re:" (in every language) to thread replies.
  replySubject: 'Re: {subject}',
  markAnswered: 'סימון כנענתה',
  markWaiting: 'החזרה להמתנה',
  loadMore: 'הצגת עוד',
  forbidden: 'תיבת הפניות מיועדת לצוות התמיכה. התחברו עם החשבון שהצוות רשם.',
} as const satisfies Translation<typeof english.supportInboxMessages>;

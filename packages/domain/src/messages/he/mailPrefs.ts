import type * as english from '../mailPrefs';
import type { Translation } from '../translation';

export const mailPrefsMessages = {
  legend: 'הודעות באימייל',
  intro: 'בחרו אילו הודעות תקבלו באימייל. הכתובת שלכם לעולם לא מוצגת ללומדים אחרים.',
  claimConfirmation: 'אישורי הרשמה',
  claimConfirmationHint: 'כשאתם לוקחים חלקים: מה לקחתם ומה תאריך הסיום, עם קובץ יומן.',
  reminders: 'תזכורות',
  remindersHint: 'לפני תאריך הסיום, על כל חלק שעדיין לא סיימתם.',
  weeklyDigest: 'סיכום שבועי',
  weeklyDigestHint: 'ביום ראשון בבוקר, כשיש לכם כמה חלקים: מה נשאר בכל סיום ובאיזה קצב ללמוד.',
  siyumComplete: 'הסיום הושלם',
  siyumCompleteHint: 'כשכל החלקים בסיום שאתם לומדים בו נלמדו: המספרים הסופיים והחלק שלכם.',
  organizerMessages: 'הודעות ממארגני הסיום',
  organizerMessagesHint: 'מה שמארגן הסיום כותב ללומדים בסיום שאתם לומדים בו.',
  organizerDigest: 'סיכום למארגנים',
  organizerDigestHint:
    'לסיומים שאתם מנהלים: בכל יום ההרשמות החדשות והחלקים שנלמדו, ושבוע לפני תאריך הסיום — החלקים הפנויים.',
  timeZone: 'אזור זמן',
  timeZoneHint: 'התזכורות מגיעות ב־9:00 לפי אזור הזמן הזה.',
  timeZoneOption: '{city} ({zone})',
  saving: 'שומר…',
  saved: 'נשמר.',
  saveFailed: 'לא הצלחנו לשמור את הגדרות האימייל. נסו שוב.',
  loadFailed: 'לא הצלחנו לטעון את הגדרות האימייל.',
  retry: 'נסו שוב',
  loading: 'טוען את הגדרות האימייל…',
  stoppedBounce:
    'ההודעות שלנו לכתובת שלכם חזרו בלי שנמסרו, ולכן הפסקנו לשלוח אותן. אם תיבת הדואר שלכם פועלת שוב, אפשר לחדש את המשלוח.',
  stoppedComplaint:
    'אחת ההודעות שלנו סומנה כדואר זבל מהכתובת שלכם, ולכן הפסקנו לשלוח. אם זו הייתה טעות, אפשר לחדש את המשלוח.',
  resume: 'לחדש את משלוח ההודעות',
} as const satisfies Translation<typeof english.mailPrefsMessages>;

export const unsubscribeMessages = {
  title: 'הסרה מרשימת התפוצה',
  question: 'להפסיק לשלוח הודעות “{topic}” אל {email}?',
  confirm: 'הסרה מהרשימה',
  working: 'מסיר…',
  done: 'בוצע: לא יישלחו עוד הודעות “{topic}” אל {email}.',
  undo: 'הרשמה מחדש',
  resubscribed: 'הודעות “{topic}” יישלחו שוב אל {email}.',
  allSettings: 'כל הגדרות האימייל שלכם',
  invalid:
    'קישור ההסרה הזה אינו תקין. ייתכן שהוא לא הועתק במלואו: פתחו אותו שוב מתוך ההודעה, או שנו את הגדרות האימייל אחרי שתתחברו.',
  failed: 'ההסרה לא הצליחה. נסו שוב.',
  resubscribeFailed: 'ההרשמה מחדש לא הצליחה. נסו שוב.',
  oneClickDone: 'ההסרה בוצעה.',
} as const satisfies Translation<typeof english.unsubscribeMessages>;

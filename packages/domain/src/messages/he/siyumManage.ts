import type * as english from '../siyumManage';
import type { Translation } from '../translation';

export const siyumManageMessages = {
  separator: ' · ',

  manageLinks: 'ניהול הסיום',
  manageEdit: 'עריכת הסיום',
  manageParticipants: 'משתתפים',
  manageAdmins: 'מנהלים',

  participantsHeading: 'משתתפים',
  participantsOne: 'משתתף אחד',
  participantsOther: '{count} משתתפים',
  portionsOne: 'חלק אחד',
  portionsOther: '{count} חלקים',
  // "נלמדו: 1" reads right for every count, "1 נלמדו" would not.
  learnedCount: 'נלמדו: {count}',
  emailEveryone: 'אימייל לכל המשתתפים',
  emailEveryoneDescription: 'תוכנת הדואר שלכם תיפתח עם כל המשתתפים בעותק מוסתר.',
  downloadCsv: 'הורדת קובץ CSV',
  csvFileName: 'משתתפים.csv',
  csvPortion: 'חלק',
  csvStatus: 'סטטוס',
  empty: 'עדיין אף אחד לא נרשם. הוסיפו משתתף כאן למטה, או שתפו את הקישור לסיום.',
  noName: 'לא צוין שם',
  emailLabel: 'אימייל',
  phoneLabel: 'טלפון',
  portionsOf: 'החלקים של {name}',
  noPortions: 'עדיין אין חלקים.',
  invited: 'הזמנה ממתינה',
  invitedNote: 'ההזמנה עדיין לא התקבלה. מוצגים רק הפרטים שהזנתם.',
  copyInvitation: 'העתקת קישור ההזמנה',
  copyInvitationFor: 'העתקת קישור ההזמנה עבור {name}',
  invitationCopied: 'קישור ההזמנה הועתק. שלחו אותו אל {name}.',
  invitationCopyFailed: 'העתיקו את הקישור הזה ושלחו אותו אל {name}: {url}',
  statusClaimed: 'בלימוד',
  statusCompleted: 'נלמד',

  markLearned: 'סימון כנלמד',
  markLearnedFor: 'סימון כנלמד: {label} של {name}',
  undoLearned: 'ביטול הסימון',
  undoLearnedFor: 'ביטול הסימון כנלמד: {label} של {name}',
  // The organizer frees someone else's portion: "שחרור", not the learner's own "ויתור".
  release: 'שחרור',
  releaseFor: 'שחרור החלק {label} של {name}',

  assign: 'שיבוץ חלק',
  assignFor: 'שיבוץ חלק עבור {name}',
  assignPortion: 'החלק לשיבוץ',
  assignSubmit: 'שיבוץ',
  assignSubmitFor: 'שיבוץ החלק עבור {name}',
  assignRequired: 'בחרו חלק לשיבוץ.',
  cancel: 'ביטול',

  remove: 'הסרה',
  // An accessible name holds the button's visible word (WCAG 2.5.3): "הסרה", not "הסרת".
  removeFor: 'הסרה של {name}',
  removeTitle: 'להסיר את {name}?',
  removeBodyNone: 'השם לא יופיע עוד ברשימת המשתתפים.',
  removeBodyOne: 'חלק אחד יתפנה, ואחרים יוכלו לקחת אותו.',
  removeBodyOther: '{count} חלקים יתפנו, ואחרים יוכלו לקחת אותם.',
  removeConfirm: 'הסרת המשתתף',

  addHeading: 'הוספת משתתף',
  addIntro:
    'המשתתף לא צריך חשבון. החלקים נשמרים עבורו, ואתם מקבלים קישור הזמנה לשלוח לו: כשיפתח אותו ויתחבר, החלקים יעברו אליו.',
  email: 'אימייל',
  firstName: 'שם פרטי',
  lastName: 'שם משפחה',
  portions: 'חלקים',
  portionsRequired: 'בחרו לפחות חלק אחד.',
  noOpenPortions: 'לכל החלקים כבר יש לומד. שחררו חלק כדי להוסיף משתתף.',
  addSubmit: 'הוספת משתתף',
  adding: 'מוסיפים את המשתתף…',

  helpersHeading: 'מנהלי הסיום',
  helpersIntro:
    'מנהלי הסיום עוזרים לכם להפעיל אותו. רק אתם, כמארגני הסיום, יכולים להוסיף ולהסיר מנהלים ולקבוע מה מותר להם לעשות.',
  permissionsKey: 'מה כל הרשאה מאפשרת',
  permissionEditSiyum: 'עריכת הסיום',
  permissionEditSiyumDescription: 'שינוי שם הסיום, ההקדשה, התאריך והחלוקה לחלקים.',
  permissionEditSignup: 'ניהול ההרשמה',
  permissionEditSignupDescription: 'עריכת הסיום וניהול המשתתפים בו.',
  permissionUpdateUsers: 'ניהול משתתפים',
  permissionUpdateUsersDescription: 'הוספה והסרה של משתתפים, שיבוץ חלקים וסימונם כנלמדים.',
  permissionsFor: 'ההרשאות של {name}',
  noHelpers: 'עדיין אין מנהלים. הוסיפו מנהל כאן למטה כדי להתחלק בעבודה.',
  removeHelper: 'הסרה',
  removeHelperFor: 'הסרה של {name} מניהול הסיום',
  lastPermissionNote: 'ביטול הסימון של כל ההרשאות מסיר את המנהל.',

  addHelperHeading: 'הוספת מנהל',
  addHelperIntro:
    'הזינו את האימייל שאיתו המנהל מתחבר (או שאיתו יירשם): ההרשאות ייכנסו לתוקף ברגע שיתחבר איתו.',
  permissionsLegend: 'מה מותר למנהל',
  permissionsRequired: 'בחרו לפחות הרשאה אחת.',
  addHelperSubmit: 'הוספת מנהל',
  addingHelper: 'מוסיפים את המנהל…',
  helperIsOwner: 'זה האימייל שלכם: כמארגני הסיום, אתם כבר יכולים לעשות הכול.',
} as const satisfies Translation<typeof english.siyumManageMessages>;

export const invitationMessages = {
  title: 'הזמנה',
  heading: 'הוזמנתם ללמוד',
  greeting: 'שלום {name},',
  intro: 'הוזמנתם להצטרף לסיום "{title}". החלקים האלה שמורים עבורכם:',
  date: 'הסיום יתקיים ב־{date}.',
  consent:
    'כשתאשרו, החלקים יעברו אליכם, ומארגני הסיום יראו את השם, האימייל והטלפון שלכם — כמו אצל כל מי שנרשם.',
  signIn: 'התחברו או הירשמו כדי לקבל את ההזמנה.',
  logIn: 'התחברו כדי לקבל את ההזמנה',
  accept: 'אישור והצטרפות',
  accepting: 'מצטרפים…',
  notFound: 'ההזמנה הזו כבר התקבלה, או שהיא כבר לא בתוקף. בקשו ממארגן הסיום לשלוח לכם קישור חדש.',
} as const satisfies Translation<typeof english.invitationMessages>;

import type * as english from '../en';
import type { Translation } from '../translation';

export const appMessages = {
  tagline: 'מתחילים. לומדים. מסיימים.',
  homeTitle: '{product} - מתחילים. לומדים. מסיימים.',
  communityLearned: 'הקהילה שלנו למדה מעל {count} משניות ודפים',
  loading: 'טוען',
} as const satisfies Translation<typeof english.appMessages>;

export const navMessages = {
  home: 'דף הבית',
  about: 'אודות',
  createSiyum: 'יצירת סיום',
  browseCommunity: 'סיומים בקהילה',
  supportUs: 'תמכו בנו',
  myDashboard: 'האזור האישי',
  login: 'התחברות',
  logout: 'התנתקות',
  logOut: 'התנתקות',
  logIn: 'התחברות',
  register: 'הרשמה',
  menu: 'תפריט',
  mainNavigation: 'ניווט ראשי',
  opensInNewTab: '(נפתח בכרטיסייה חדשה)',
} as const satisfies Translation<typeof english.navMessages>;

export const errorPageMessages = {
  headline: 'אופס...',
  body: 'נראה שמשהו השתבש.',
  fallback: 'סליחה על התקלה.',
  reload: 'טענו את הדף מחדש',
  home: 'חזרה לדף הבית',
} as const satisfies Translation<typeof english.errorPageMessages>;

export const pageMessages = {
  title: '{page} - {product}',
  about: 'אודות',
  community: 'סיומים בקהילה',
  contact: 'צרו קשר',
  create: 'יצירת סיום',
  donate: 'תרומה',
  edit: 'עריכת סיום',
  learnings: 'הלימוד שלי',
  mySiyumim: 'הסיומים שלי',
  participants: 'משתתפים',
  admins: 'מנהלי הסיום',
  portions: 'חלקים',
  preferences: 'העדפות',
  progress: 'התקדמות',
  siyum: 'סיום',
  support: 'תמיכה',
} as const satisfies Translation<typeof english.pageMessages>;

export const siyumPageMessages = {
  by: 'בארגון {name}',
  date: 'תאריך הסיום: {date}',
  portionsHeading: 'חלקים',
  loadFailed: 'לא הצלחנו לטעון את הסיום. נסו שוב.',
  shareHeading: 'הזמינו לומדים',
  shareLink: 'קישור לסיום',
  copyLink: 'העתקת קישור',
  copied: 'הקישור הועתק.',
  copyFailed: 'ההעתקה לא הצליחה: סמנו את הקישור והעתיקו אותו בעצמכם.',
  whatsapp: 'שיתוף בוואטסאפ',
  whatsappText: 'הצטרפו לסיום ״{title}״: {url}',
  calendar: 'הוספה ליומן',
  showQr: 'הצגת קוד QR',
  hideQr: 'הסתרת קוד QR',
  qrLabel: 'קוד QR לכתובת {url}',
  calendarTitle: 'סיום: {title}',
} as const satisfies Translation<typeof english.siyumPageMessages>;

export const learningsPageMessages = {
  signIn: 'התחברו כדי לראות את החלקים שלקחתם.',
  logIn: 'התחברו',
} as const satisfies Translation<typeof english.learningsPageMessages>;

export const notFoundMessages = {
  unmatched: 'הדף לא נמצא: {path}',
  invalid: 'הדף לא נמצא: {path}',
} as const satisfies Translation<typeof english.notFoundMessages>;

export const formMessages = {
  requiredMark: '*',
  busy: 'רגע…',
  clearSearchBox: 'ניקוי תיבת החיפוש',
} as const satisfies Translation<typeof english.formMessages>;

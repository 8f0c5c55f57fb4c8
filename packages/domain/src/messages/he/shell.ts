import type * as english from '../shell';
import type { Translation } from '../translation';

// The sister sites' names, the stores and the social networks are names: they stay as they are.
export const sisterSiteMessages = {
  row: 'אתרי הלימוד שלנו',
  site: {
    torah: 'All Torah',
    mishnah: 'All Mishnah',
    halacha: 'All Halacha',
    parsha: 'All Parsha',
    daf: 'All Daf',
  },
} as const satisfies Translation<typeof english.sisterSiteMessages>;

export const footerMessages = {
  apps: 'הורידו את האפליקציות שלנו',
  appStore: 'App Store',
  playStore: 'Google Play',
  appStoreLink: '{app} ב־App Store',
  playStoreLink: '{app} ב־Google Play',
  social: 'עקבו אחרינו',
  socialSite: { instagram: 'Instagram', youtube: 'YouTube', x: 'X', whatsapp: 'WhatsApp' },
  legal: 'על האתר',
  donate: 'תרומה',
  privacy: 'מדיניות הפרטיות',
  cookiePolicy: 'מדיניות העוגיות',
  copyright: '© {year} {product}',
  mailingList: 'הצטרפו לרשימת התפוצה שלנו',
  mailingListFrame: 'טופס הרשמה לרשימת התפוצה',
  mailingListUnavailable: 'לא הצלחנו לטעון את טופס ההרשמה.',
  mailingListPage: 'הירשמו בדף רשימת התפוצה שלנו',
  mailingListTryLater: 'נסו שוב מאוחר יותר.',
} as const satisfies Translation<typeof english.footerMessages>;

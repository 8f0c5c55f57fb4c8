import type * as english from '../finishLine';
import type { Translation } from '../translation';

export const finishLineMessages = {
  celebrationTitle: 'הסיום הושלם!',
  celebrationLearnersOne: 'לומד אחד',
  celebrationLearnersOther: '{count} לומדים',
  celebrationPortionsOne: 'החלק',
  celebrationPortionsOther: '{count} החלקים',
  celebrationSummaryOne: '{learners} השלים את כל {portions}.',
  celebrationSummaryOther: '{learners} השלימו יחד את כל {portions}.',
  celebrationBlessing: 'מזל טוב! יהי רצון שהלימוד יעמוד לזכות כל המשתתפים.',

  organizerLinks: 'סיום ותצוגה',
  certificateLink: 'דף הסיום',
  lobbyLink: 'מסך לבית הכנסת',

  certificateTitle: 'סיום הלימוד',
  certificateText: 'הלימוד',
  certificateDate: 'הסיום',
  certificateLearners: 'הלומדים וחלקיהם',
  certificateUnderWay: 'הסיום עדיין בעיצומו: נלמדו עד כה {completed} מתוך {total} חלקים.',
  certificateNoLearners: 'עדיין לא נלמד אף חלק.',
  certificateOrganizer: 'ארגון: {name}',
  print: 'הדפסה',
  downloadPdf: 'הורדת PDF',
  preparingPdf: 'מכין את קובץ ה־PDF…',
  pdfFailed: 'לא הצלחנו להכין את קובץ ה־PDF. אפשר להשתמש בהדפסה ולבחור „שמירה כ־PDF”.',

  lobbyJoin: 'סרקו כדי לקחת חלק',
  lobbyQrLabel: 'קוד QR להצטרפות לסיום: {url}',
} as const satisfies Translation<typeof english.finishLineMessages>;

import type * as english from '../siyumBoard';
import type { Translation } from '../translation';

export const siyumBoardMessages = {
  progressPercent: '{percent}% הושלמו',
  progressLearned: '{completed} מתוך {total} נלמדו',
  progressClaimed: '{claimed} בלימוד',
  // "פנויים: 1" reads right for any count, "1 פנויים" would not.
  progressOpen: 'פנויים: {open}',
  separator: ' · ',

  filterLegend: 'הצגה:',
  filterAll: 'הכול',
  filterOpen: 'פנויים',
  filterMine: 'שלי',
  countAllOne: 'חלק אחד · פנויים: {open}',
  countAllOther: '{shown} חלקים · פנויים: {open}',
  countOpenOne: 'חלק פנוי אחד',
  countOpenOther: '{shown} חלקים פנויים',
  countMineOne: 'יש לכם חלק אחד · נלמדו: {completed}',
  countMineOther: 'יש לכם {shown} חלקים · נלמדו: {completed}',
  emptyAll: 'לסיום הזה עדיין אין חלקים.',
  emptyOpen: 'כל החלקים כבר נלקחו.',
  emptyMine: 'עדיין לא נרשמתם לאף חלק.',
  visitorHint: 'כדי להירשם לחלק, בחרו אותו והתחברו כשתתבקשו.',

  groupOpen: '{open} מתוך {total} פנויים',
  groupMine: 'שלכם: {count}',

  takenBy: 'נלקח על ידי {names}',
  learnedBy: 'נלמד על ידי {names}',
  learning: 'לומדים: {names}',
  learnedList: 'למדו: {names}',
  moreNames: 'עוד {count}',
  yoursClaimed: 'בלימוד שלכם',
  yoursLearned: 'נלמד',
  textLink: 'ספריא',
  textLinkFor: 'ספריא: ללימוד {portion} שם (נפתח בלשונית חדשה)',

  signUp: 'הרשמה',
  signUpFor: 'הרשמה: {label}',
  markLearned: 'סימון כנלמד',
  markLearnedFor: 'סימון כנלמד: {label}',
  release: 'ויתור',
  releaseFor: 'ויתור על {label}',
  undo: 'ביטול',
  undoFor: 'ביטול הסימון כנלמד: {label}',

  takenMeanwhile: 'מישהו אחר נרשם לחלק הזה ממש עכשיו. בחרו חלק אחר.',
  noticeFor: '{label}: {message}',
} as const satisfies Translation<typeof english.siyumBoardMessages>;

import type * as english from '../neediest';
import type { Translation } from '../translation';

export const neediestMessages = {
  title: 'סיומים שזקוקים ללומדים עכשיו',
  intro: 'קחו חלק ועזרו לסיום להסתיים בזמן.',
  openOne: 'חלק אחד פנוי',
  openOther: '{count} חלקים פנויים',
  daysLeftOne: 'נותר יום אחד',
  daysLeftOther: 'נותרו {count} ימים',
  dueToday: 'הסיום היום',
  needLine: '{open} · {when}',
  takePortion: 'קחו חלק',
  takePortionIn: 'קחו חלק בסיום {title}',
} as const satisfies Translation<typeof english.neediestMessages>;

import { SIYUM_CREATE_QUOTA } from '../../limits';
import type * as english from '../limits';
import type { Translation } from '../translation';

export const limitMessages = {
  userWrites: 'אתם מבצעים שינויים מהר מאוד. המתינו דקה ונסו שוב.',
  siyumCreateQuota: `אפשר ליצור עד ${SIYUM_CREATE_QUOTA.perDay} סיומים ביום. נסו שוב מחר.`,
  databaseContention: 'משתתפים רבים מעדכנים את הסיום הזה ממש עכשיו. נסו שוב.',
} as const satisfies Translation<typeof english.limitMessages>;

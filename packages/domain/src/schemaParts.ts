import { z } from 'zod';
import { emailAddress } from './email';
import { MAX_ID } from './siyumValues';
import { isTimeZone } from './timeZones';

/** The small schemas the siyum, portion, people and account schemas share (not exported by the package). */

/** A row id as every input takes it (positive, within the database's integer). */
export const id = z.number().int().positive().max(MAX_ID);

/** A free text, trimmed, at most `max` characters. */
export const trimmed = (max: number) => z.string().trim().max(max);

/** An email address, by the one rule. */
export const email = emailAddress();

/** Where a page of one's own list starts: the previous page's `nextCursor` (rows of earlier pages). */
export const pageCursor = z.number().int().min(0).max(MAX_ID);

/** An IANA time zone the runtime knows (a siyum's, a user's). */
export const timeZone = z.string().refine(isTimeZone, 'Unknown time zone');

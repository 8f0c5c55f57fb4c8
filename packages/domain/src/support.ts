import { z } from 'zod';
import { emailAddress } from './email';
import { format } from './messages/format';
import { supportValidationMessages as v } from './messages/support';
import { MAX_ID } from './siyumValues';
import { SUPPORT_KINDS, SUPPORT_LIMITS, type SupportKind } from './supportValues';

/**
 * Schemas of /contact-us and /support (ARCHITECTURE "Pages the seed does not show": a form stored
 * server-side). The form validates with `supportFormSchema`; support.send with
 * `supportRequestInputSchema`, the same fields plus the kind and the siyum a request is about.
 */

export * from './supportValues';

const text = (required: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(max, { error: format(tooLong, { max }) });

/**
 * What the form holds, and what a valid form submits (trimmed). Plain interfaces here and below, not
 * `z.infer`: the published widgets (`@siyum/features`) name them, and an inferred type would pull
 * zod's declarations into theirs.
 */
export interface SupportForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type SupportFormValues = SupportForm;

export const supportFormSchema = z.object({
  name: text(v.nameRequired, SUPPORT_LIMITS.nameMax, v.nameTooLong),
  email: text(v.emailRequired, SUPPORT_LIMITS.emailMax, v.emailTooLong).pipe(emailAddress(v.emailInvalid)),
  subject: text(v.subjectRequired, SUPPORT_LIMITS.subjectMax, v.subjectTooLong),
  message: text(v.messageRequired, SUPPORT_LIMITS.messageMax, v.messageTooLong).pipe(
    z.string().min(SUPPORT_LIMITS.messageMin, {
      error: format(v.messageTooShort, { min: SUPPORT_LIMITS.messageMin }),
    }),
  ),
}) satisfies z.ZodType<SupportFormValues, SupportForm>;

/** support.send's input: the form's fields, which page sent them, and optionally the siyum concerned. */
export const supportRequestInputSchema = supportFormSchema
  .extend({
    kind: z.enum(SUPPORT_KINDS),
    siyumId: z.number().int().positive().max(MAX_ID).optional(),
  })
  .strict();
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;

export const supportSendOutputSchema = z.object({ id: z.number().int() });
export type SupportSendOutput = z.infer<typeof supportSendOutputSchema>;

/** support.inbox: which requests (those still waiting, or all), and where the page starts. */
export const supportInboxInputSchema = z
  .object({
    show: z.enum(['waiting', 'all']).default('waiting'),
    cursor: z.number().int().min(0).max(MAX_ID).optional(),
  })
  .strict();
export type SupportInboxInput = z.input<typeof supportInboxInputSchema>;

/** One request as the support staff read it. */
export interface SupportInboxItem {
  id: number;
  kind: SupportKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account, when they were signed in. */
  userId: number | null;
  siyumId: number | null;
  /** ISO timestamps. */
  createdAt: string;
  answeredAt: string | null;
}
export const supportInboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPORT_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender's account, when they were signed in. */
  userId: z.number().int().nullable(),
  siyumId: z.number().int().nullable(),
  /** ISO timestamps. */
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
}) satisfies z.ZodType<SupportInboxItem>;

export const supportInboxPageSchema = z.object({
  requests: z.array(supportInboxItemSchema),
  /** How many wait for an answer, whatever the page shows. */
  waiting: z.number().int(),
  /** Pass it back for the next page; null after the last. */
  nextCursor: z.number().int().nullable(),
});
export type SupportInboxPage = z.infer<typeof supportInboxPageSchema>;

/** support.markAnswered: answered (or back to waiting, when marked by mistake). */
export const supportMarkAnsweredInputSchema = z
  .object({ id: z.number().int().positive().max(MAX_ID), answered: z.boolean() })
  .strict();

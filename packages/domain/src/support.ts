import { z } from 'zod';
import { format } from './messages/format';
import { supportValidationMessages as v } from './messages/support';
import { SUPPORT_KINDS, SUPPORT_LIMITS } from './supportValues';

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

export const supportFormSchema = z.object({
  name: text(v.nameRequired, SUPPORT_LIMITS.nameMax, v.nameTooLong),
  email: text(v.emailRequired, SUPPORT_LIMITS.emailMax, v.emailTooLong)
    .pipe(z.email({ error: v.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  subject: text(v.subjectRequired, SUPPORT_LIMITS.subjectMax, v.subjectTooLong),
  message: text(v.messageRequired, SUPPORT_LIMITS.messageMax, v.messageTooLong).pipe(
    z.string().min(SUPPORT_LIMITS.messageMin, {
      error: format(v.messageTooShort, { min: SUPPORT_LIMITS.messageMin }),
    }),
  ),
});
/** What the form holds. */
export type SupportForm = z.input<typeof supportFormSchema>;
/** What a valid form submits. */
export type SupportFormValues = z.output<typeof supportFormSchema>;

/** support.send's input: the form's fields, which page sent them, and optionally the siyum concerned. */
export const supportRequestInputSchema = supportFormSchema
  .extend({
    kind: z.enum(SUPPORT_KINDS),
    siyumId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type SupportRequestInput = z.input<typeof supportRequestInputSchema>;

export const supportSendOutputSchema = z.object({ id: z.number().int() });
export type SupportSendOutput = z.infer<typeof supportSendOutputSchema>;

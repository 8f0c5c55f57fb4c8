import { z } from 'zod';
import { validationMessages } from '../messages';
import { requiredText } from './fields';

/** Confirm sign-up (spec §5): the emailed code. */
export const confirmationFormSchema = z.object({
  confirmationCode: requiredText(validationMessages.confirmationCodeRequired),
});
/** What the form holds. */
export type ConfirmationForm = z.input<typeof confirmationFormSchema>;
/** What a valid form submits. */
export type ConfirmationFormValues = z.output<typeof confirmationFormSchema>;

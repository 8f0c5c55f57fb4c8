import { z } from 'zod';
import { emailAddress } from '../email';
import { validationMessages } from '../messages';

/** A text that must hold something besides white space; the value is trimmed. */
export const requiredText = (message: string) => z.string().trim().min(1, { error: message });

/** An email address: `requiredMessage` when blank, 'Enter a valid email address.' when malformed. */
export const requiredEmail = (requiredMessage: string) =>
  requiredText(requiredMessage).pipe(emailAddress(validationMessages.emailInvalid));

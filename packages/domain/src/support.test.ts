import { describe, expect, it } from 'vitest';
import { format } from './messages/format';
import { supportValidationMessages as v } from './messages/support';
import { SUPPORT_LIMITS, supportFormSchema, supportRequestInputSchema } from './support';

const valid = {
  name: ' Chana Weiss ',
  email: ' Chana@Example.org ',
  subject: 'A siyum for our shul',
  message: 'Could we make a siyum before Pesach?',
};

function messagesOf(input: unknown): Record<string, string | undefined> {
  const result = supportFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('supportFormSchema', () => {
  it('trims the fields and lower-cases the email', () => {
    expect(supportFormSchema.parse(valid)).toEqual({
      name: 'Chana Weiss',
      email: 'chana@example.org',
      subject: valid.subject,
      message: valid.message,
    });
  });

  it('says what is wrong with each field', () => {
    expect(messagesOf({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: v.nameRequired,
      email: v.emailRequired,
      subject: v.subjectRequired,
      message: v.messageRequired,
    });
    expect(messagesOf({ ...valid, email: 'chana@' }).email).toBe(v.emailInvalid);
    expect(messagesOf({ ...valid, message: 'Too short' }).message).toBe(
      format(v.messageTooShort, { min: SUPPORT_LIMITS.messageMin }),
    );
    expect(messagesOf({ ...valid, message: 'x'.repeat(SUPPORT_LIMITS.messageMax + 1) }).message).toBe(
      format(v.messageTooLong, { max: SUPPORT_LIMITS.messageMax }),
    );
    expect(messagesOf({ ...valid, name: 'x'.repeat(SUPPORT_LIMITS.nameMax + 1) }).name).toBe(
      format(v.nameTooLong, { max: SUPPORT_LIMITS.nameMax }),
    );
  });
});

describe('supportRequestInputSchema', () => {
  it('takes the kind and an optional siyum, and nothing else', () => {
    expect(supportRequestInputSchema.safeParse({ ...valid, kind: 'support', siyumId: 7 }).success).toBe(true);
    expect(supportRequestInputSchema.safeParse({ ...valid, kind: 'sales' }).success).toBe(false);
    expect(supportRequestInputSchema.safeParse({ ...valid }).success).toBe(false);
    expect(supportRequestInputSchema.safeParse({ ...valid, kind: 'contact', userId: 1 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { confirmationFormSchema } from './confirmation';
import { firstMessages } from './firstMessages.testing';

describe('confirmationFormSchema (spec §5)', () => {
  it.each([
    ['empty', '', { confirmationCode: m.confirmationCodeRequired }],
    ['white space', '  ', { confirmationCode: m.confirmationCodeRequired }],
    ['a code', '123456', {}],
  ])('%s', (_case, confirmationCode, shown) => {
    expect(firstMessages(confirmationFormSchema, { confirmationCode })).toEqual(shown);
  });

  it('submits the code trimmed', () => {
    expect(confirmationFormSchema.parse({ confirmationCode: ' 123456 ' })).toEqual({
      confirmationCode: '123456',
    });
  });
});

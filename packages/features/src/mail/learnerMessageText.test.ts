import {
  LEARNER_MESSAGE_SUBJECT_MAX,
  learnerMessageParagraphs,
  learnerMessageMessages as m,
  type SentLearnerMessage,
} from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { HISTORY, TIME_ZONE } from './learnerMessageFixtures';
import { learnerMessageIssueText, learnerMessageResolver } from './learnerMessageResolver';
import { deliveryText, historyLineText, learnerMessageStatus } from './learnerMessageText';

const message = (
  counts: Pick<SentLearnerMessage, 'recipients' | 'delivered' | 'failed'>,
): SentLearnerMessage => ({
  id: 1,
  subject: 'S',
  audience: 'all',
  sentAt: '2025-03-02T08:30:00Z',
  senderName: 'Rivka Levi',
  ...counts,
});

describe('learnerMessageParagraphs', () => {
  it.each([
    ['one line', 'Hello', ['Hello']],
    ['blank line splits', 'A\n\nB', ['A', 'B']],
    ['a single break stays inside', 'A\nB\n\nC', ['A\nB', 'C']],
    ['several blank lines, spaces on them', 'A\n \n\n\t\nB', ['A', 'B']],
    ['Windows line ends', 'A\r\n\r\nB', ['A', 'B']],
    ['leading and trailing space dropped', '\n\n  A  \n\n', ['A']],
    ['nothing', '   ', []],
  ])('%s', (_name, body, expected) => {
    expect(learnerMessageParagraphs(body)).toEqual(expected);
  });
});

describe('learnerMessageStatus', () => {
  it.each([
    [3, null, 'You can send 3 more today.'],
    [0, null, 'You have sent today’s 3 messages. You can write again tomorrow.'],
    [2, 12, 'Sent to 12 learners. You can send 2 more today.'],
    [2, 1, 'Sent to 1 learner. You can send 2 more today.'],
    [3, 0, 'Nobody to send to yet: no learner matches. You can send 3 more today.'],
    [0, 5, 'Sent to 5 learners. You have sent today’s 3 messages. You can write again tomorrow.'],
  ])('%i left, sent to %s', (remaining, sentTo, expected) => {
    expect(learnerMessageStatus(m, remaining, sentTo)).toBe(expected);
  });
});

describe('deliveryText', () => {
  it.each([
    [{ recipients: 12, delivered: 12, failed: 0 }, '12 delivered, 0 failed'],
    [{ recipients: 12, delivered: 10, failed: 2 }, '10 delivered, 2 failed'],
    [{ recipients: 12, delivered: 7, failed: 0 }, '7 of 12 delivered so far'],
    [{ recipients: 12, delivered: 7, failed: 1 }, '7 of 12 delivered so far, 1 failed'],
  ])('%o', (counts, expected) => {
    expect(deliveryText(m, message(counts))).toBe(expected);
  });
});

it('historyLineText shows the time in the given zone, the sender and the count', () => {
  const dates = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  expect(HISTORY.map((sent) => historyLineText(m, sent, dates))).toEqual([
    '9 Mar 2025, 19:05 · Rivka Levi · 12 learners',
    '2 Mar 2025, 10:30 · Moshe Katz · 42 learners',
    '20 Feb 2025, 21:45 · Rivka Levi · 1 learner',
  ]);
});

describe('learnerMessageResolver', () => {
  const resolve = (values: { subject: string; body: string; audience: 'all' | 'open' }) =>
    learnerMessageResolver(m)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('words empty and blank fields from the catalogue', async () => {
    const { errors } = await resolve({ subject: '   ', body: '', audience: 'all' });
    expect(errors.subject?.message).toBe(m.subjectRequired);
    expect(errors.body?.message).toBe(m.bodyRequired);
  });

  it('says how long a subject may be', async () => {
    const { errors } = await resolve({
      subject: 'x'.repeat(LEARNER_MESSAGE_SUBJECT_MAX + 1),
      body: 'B',
      audience: 'all',
    });
    expect(errors.subject?.message).toBe(`Keep the subject to ${LEARNER_MESSAGE_SUBJECT_MAX} characters.`);
  });

  it('hands back the trimmed draft when valid', async () => {
    const { values, errors } = await resolve({ subject: ' Siyum ', body: '\nHi\n', audience: 'open' });
    expect(errors).toEqual({});
    expect(values).toEqual({ subject: 'Siyum', body: 'Hi', audience: 'open' });
  });

  it('leaves other fields to the schema’s own words', () => {
    expect(learnerMessageIssueText(m, 'audience', 'invalid_value')).toBeUndefined();
  });
});

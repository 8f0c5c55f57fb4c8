import { describe, expect, it } from 'vitest';
import { MailDeliveryError, mailFailureKind, toMailDeliveryError } from './errors';

/** An error shaped as nodemailer makes them (`code`, `responseCode`, `response`, `command`). */
function smtpError(
  message: string,
  fields: { code?: string; responseCode?: number; command?: string },
): Error {
  return Object.assign(new Error(message), fields);
}

describe('mail failures: retry (transient) or give up (permanent)', () => {
  it.each([
    [
      'connection refused',
      smtpError('connect ECONNREFUSED 127.0.0.1:1', { code: 'ESOCKET', command: 'CONN' }),
      'transient',
    ],
    [
      'connection timeout',
      smtpError('Connection timeout', { code: 'ETIMEDOUT', command: 'CONN' }),
      'transient',
    ],
    ['connection closed', smtpError('Connection closed unexpectedly', { code: 'ECONNECTION' }), 'transient'],
    ['DNS failure', smtpError('getaddrinfo ENOTFOUND relay', { code: 'EDNS' }), 'transient'],
    [
      '421 service closing',
      smtpError('421 Try later', { code: 'ECONNECTION', responseCode: 421 }),
      'transient',
    ],
    ['554 then closed', smtpError('554 no service', { code: 'ECONNECTION', responseCode: 554 }), 'transient'],
    ['450 mailbox busy', smtpError('450 4.2.1 busy', { code: 'EENVELOPE', responseCode: 450 }), 'transient'],
    ['452 storage full', smtpError('452 4.3.1 full', { code: 'EMESSAGE', responseCode: 452 }), 'transient'],
    [
      '503 bad sequence',
      smtpError('503 5.5.1 bad sequence', { code: 'EENVELOPE', responseCode: 503 }),
      'transient',
    ],
    [
      '535 bad login (our setup)',
      smtpError('535 auth failed', { code: 'EAUTH', responseCode: 535 }),
      'transient',
    ],
    [
      '530 login required (our setup)',
      smtpError('530 5.7.0 Authentication required', { code: 'EENVELOPE', responseCode: 530 }),
      'transient',
    ],
    ['TLS failure', smtpError('self-signed certificate', { code: 'ETLS' }), 'transient'],
    ['unknown error', new Error('something odd'), 'transient'],
    ['a thrown string', 'boom', 'transient'],
    [
      '550 mailbox unavailable',
      smtpError('550 5.1.1 no such user', { code: 'EENVELOPE', responseCode: 550 }),
      'permanent',
    ],
    ['552 too large', smtpError('552 5.3.4 too big', { code: 'EMESSAGE', responseCode: 552 }), 'permanent'],
    [
      '554 rejected as spam',
      smtpError('554 5.7.1 rejected', { code: 'EMESSAGE', responseCode: 554 }),
      'permanent',
    ],
    ['no recipients', smtpError('No recipients defined', { code: 'EENVELOPE', command: 'API' }), 'permanent'],
    [
      'message too large for the relay',
      smtpError('Message size larger than allowed 100', { code: 'EMESSAGE' }),
      'permanent',
    ],
  ] as const)('%s → %s', (_name, error, kind) => {
    expect(mailFailureKind(error)).toBe(kind);
    expect(toMailDeliveryError(error).kind).toBe(kind);
  });

  it('keeps the code and reply code, and no address in the message (it reaches the logs)', () => {
    const error = toMailDeliveryError(
      smtpError('Recipient command failed: 550 5.1.1 <bob@example.org>: no such user', {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      }),
    );
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect(error.name).toBe('MailDeliveryError');
    expect(error).toMatchObject({ kind: 'permanent', code: 'EENVELOPE', responseCode: 550 });
    expect(error.message).toContain('550 5.1.1');
    expect(error.message).toContain('RCPT TO');
    expect(error.message).not.toContain('bob@example.org');
  });

  it('an already classified error passes through unchanged', () => {
    const error = new MailDeliveryError('permanent', 'EMESSAGE', undefined, 'bad message');
    expect(toMailDeliveryError(error)).toBe(error);
  });
});

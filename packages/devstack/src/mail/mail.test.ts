import { afterEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from './catcher';
import { parseHeaderBlock } from './client';

describe('parseHeaderBlock (the catcher client reads headers from the raw message)', () => {
  it('lower-cases names, unfolds continuation lines, stops at the body, keeps the first repeat', () => {
    const source = [
      'Received: from a',
      'Received: from b',
      'List-Unsubscribe:',
      ' <https://siyum.test/unsubscribe?token=abc>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'Subject: =?UTF-8?Q?Shalom?=',
      'Content-Type: multipart/alternative;',
      '\tboundary="b1"',
      '',
      'X-Not-A-Header: body text',
    ].join('\r\n');
    expect(parseHeaderBlock(source)).toEqual({
      received: 'from a',
      'list-unsubscribe': '<https://siyum.test/unsubscribe?token=abc>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      subject: '=?UTF-8?Q?Shalom?=',
      'content-type': 'multipart/alternative; boundary="b1"',
    });
  });
});

describe('startMailCatcher', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('refuses NODE_ENV=production: it shows every message to whoever opens the page', async () => {
    process.env.NODE_ENV = 'production';
    await expect(startMailCatcher({ smtpPort: 0, webPort: 0 })).rejects.toThrow(
      /refuses to run with NODE_ENV=production/,
    );
  });
});

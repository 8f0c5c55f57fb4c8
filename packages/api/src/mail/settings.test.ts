import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_MAIL_FROM, mailSettingsFromEnv } from './settings';

describe('mailSettingsFromEnv', () => {
  it('no SMTP_URL: mail is off, in production too', () => {
    expect(mailSettingsFromEnv({})).toBeNull();
    expect(mailSettingsFromEnv({ SMTP_URL: '  ', NODE_ENV: 'production' })).toBeNull();
  });

  it('outside production MAIL_FROM defaults to the development sender', () => {
    expect(mailSettingsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:1025' })).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: DEVELOPMENT_MAIL_FROM,
      confirmationDelaySeconds: 60,
    });
  });

  it('reads smtps:// with credentials, MAIL_FROM and MAIL_REPLY_TO', () => {
    const env = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://AKIA%2Fkey:pa%2Bss@email-smtp.us-east-1.amazonaws.com:465',
      MAIL_FROM: 'Siyum <no-reply@siyum.example>',
      MAIL_REPLY_TO: 'help@siyum.example',
    };
    expect(mailSettingsFromEnv(env)).toEqual({
      smtpUrl: env.SMTP_URL,
      from: 'Siyum <no-reply@siyum.example>',
      replyTo: 'help@siyum.example',
      confirmationDelaySeconds: 60,
    });
  });

  it('reads MAIL_CONFIRMATION_DELAY_SECONDS as whole seconds up to an hour', () => {
    const env = (value: string) => ({
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_CONFIRMATION_DELAY_SECONDS: value,
    });
    expect(mailSettingsFromEnv(env('1'))?.confirmationDelaySeconds).toBe(1);
    expect(mailSettingsFromEnv(env('0'))?.confirmationDelaySeconds).toBe(0);
    for (const bad of ['-1', '1.5', '3601', 'soon'])
      expect(() => mailSettingsFromEnv(env(bad))).toThrow(/MAIL_CONFIRMATION_DELAY_SECONDS/);
  });

  it('production with SMTP_URL and no MAIL_FROM refuses to start', () => {
    expect(() =>
      mailSettingsFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay.example:587' }),
    ).toThrow(/MAIL_FROM is required in production/);
  });

  it.each([
    ['http://relay.example:587', /smtp:\/\/ or smtps:\/\//],
    ['relay.example:587', /smtp:\/\/ or smtps:\/\//],
    ['not a url', /must be a URL/],
  ])('refuses SMTP_URL %s', (smtpUrl, message) => {
    expect(() => mailSettingsFromEnv({ SMTP_URL: smtpUrl })).toThrow(message);
  });

  it('never repeats the URL (and its password) in an error', () => {
    let message = '';
    try {
      mailSettingsFromEnv({ SMTP_URL: 'ftp://user:secret-password@relay.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/smtp:\/\//);
    expect(message).not.toContain('secret-password');
  });

  it.each([
    ['MAIL_FROM', 'no-reply'],
    ['MAIL_FROM', 'a@example.org, b@example.org'],
    ['MAIL_REPLY_TO', 'Organizer <organizer>'],
  ])('refuses %s=%s (one address or nothing)', (name, value) => {
    expect(() => mailSettingsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:1025', [name]: value })).toThrow(name);
  });
});

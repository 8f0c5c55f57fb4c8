import { createSign, generateKeyPairSync } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/infra/log';
import { sesNotificationsRoute } from '../src/mail';
import { stoppedAddresses } from '../src/mail/sesNotifications';
import { type SnsMessage, snsStringToSign } from '../src/mail/snsSignature';
import { bounceOf } from '../src/services/mailBounces';
import { type Harness, startHarness } from './support/harness';

const TOPIC = 'arn:aws:sns:us-east-1:123456789012:ses-notices';
const CERT_URL = 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-abc.pem';
const SUBSCRIBE_URL = 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=t1';

/** SNS's side: a key pair whose public half is served at CERT_URL, and messages signed with it. */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

function signed(
  fields: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>,
  version: '1' | '2' = '2',
) {
  const message: SnsMessage = {
    ...fields,
    SignatureVersion: version,
    Signature: '',
    SigningCertURL: CERT_URL,
  };
  const signer = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  signer.update(snsStringToSign(message), 'utf8');
  return { ...message, Signature: signer.sign(keys.privateKey, 'base64') };
}

const notification = (notice: unknown, topic = TOPIC) =>
  signed({
    Type: 'Notification',
    MessageId: crypto.randomUUID(),
    TopicArn: topic,
    Message: JSON.stringify(notice),
    Timestamp: '2026-11-26T10:00:00.000Z',
  });

const permanentBounce = (address: string) => ({
  notificationType: 'Bounce',
  bounce: {
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [
      {
        emailAddress: address,
        status: '5.1.1',
        diagnosticCode: `smtp; 550 5.1.1 <${address}>: user unknown`,
      },
    ],
  },
  mail: { destination: [address] },
});

describe('SES bounce and complaint notices through SNS (issue 22)', () => {
  let h: Harness;
  let app: Hono;
  const fetched: string[] = [];
  const post = (body: unknown) =>
    app.request('/api/mail/ses', {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const bounced = (address: string) => bounceOf(h.testDb.database.db, address);

  beforeAll(async () => {
    h = await startHarness();
    const fetchText = async (url: URL) => {
      fetched.push(url.href);
      return url.href === CERT_URL ? publicPem : '<ConfirmSubscriptionResponse/>';
    };
    app = new Hono().route(
      '/api/mail/ses',
      sesNotificationsRoute(h.testDb.database.db, [TOPIC], silentLogger, fetchText),
    );
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a signed permanent bounce stops mail to the address (SHA256 and SHA1 signatures)', async () => {
    expect((await post(notification(permanentBounce('gone@example.org')))).status).toBe(200);
    expect(await bounced('gone@example.org')).toBe('bounce');
    const older = signed({ ...notification(permanentBounce('old@example.org')) }, '1');
    expect((await post(older)).status).toBe(200);
    expect(await bounced('OLD@example.org')).toBe('bounce');
    expect(fetched).toContain(CERT_URL);
  });

  it('a complaint stops mail; a transient bounce and a delivery do not', async () => {
    const complaint = {
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: 'annoyed@example.org' }],
        complaintFeedbackType: 'abuse',
      },
    };
    const transient = {
      ...permanentBounce('full@example.org'),
      bounce: { ...permanentBounce('x').bounce, bounceType: 'Transient' },
    };
    for (const notice of [complaint, transient, { notificationType: 'Delivery', delivery: {} }])
      expect((await post(notification(notice))).status).toBe(200);
    expect(await bounced('annoyed@example.org')).toBe('complaint');
    expect(await bounced('full@example.org')).toBeNull();
  });

  it('refuses, and records nothing from, a forged, altered, foreign or unreadable delivery', async () => {
    const genuine = notification(permanentBounce('victim@example.org'));
    const altered = { ...genuine, Message: JSON.stringify(permanentBounce('someone-else@example.org')) };
    const foreign = notification(
      permanentBounce('victim@example.org'),
      'arn:aws:sns:us-east-1:999999999999:other',
    );
    const offSite = { ...genuine, SigningCertURL: 'https://attacker.example.org/cert.pem' };
    const plainHttp = { ...genuine, SigningCertURL: CERT_URL.replace('https:', 'http:') };
    expect((await post(altered)).status).toBe(403);
    expect((await post(foreign)).status).toBe(403);
    expect((await post(offSite)).status).toBe(403);
    expect((await post(plainHttp)).status).toBe(403);
    expect((await post('not json')).status).toBe(400);
    expect((await post({ Type: 'Notification' })).status).toBe(400);
    expect(await bounced('victim@example.org')).toBeNull();
    expect(await bounced('someone-else@example.org')).toBeNull();
    expect(fetched.some((url) => url.includes('attacker'))).toBe(false);
  });

  it('confirms its subscription by visiting the SNS URL, and only an SNS one', async () => {
    const confirmation = (subscribeUrl: string) =>
      signed({
        Type: 'SubscriptionConfirmation',
        MessageId: crypto.randomUUID(),
        TopicArn: TOPIC,
        Message: 'You have chosen to subscribe to the topic.',
        Timestamp: '2026-11-26T10:00:00.000Z',
        SubscribeURL: subscribeUrl,
        Token: 't1',
      });
    expect((await post(confirmation(SUBSCRIBE_URL))).status).toBe(200);
    expect(fetched).toContain(SUBSCRIBE_URL);
    expect((await post(confirmation('https://attacker.example.org/confirm'))).status).toBe(400);
    expect(fetched.some((url) => url.includes('attacker'))).toBe(false);
  });

  it('keeps no address in the reason it records', () => {
    expect(stoppedAddresses(permanentBounce('gone@example.org'))).toEqual([
      {
        address: 'gone@example.org',
        reason: 'bounce',
        detail: 'Permanent/General: smtp; 550 5.1.1 <[address]>: user unknown',
      },
    ]);
  });
});

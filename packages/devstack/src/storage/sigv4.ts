import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { CredentialAuthority, Principal } from './credentials';
import { S3Error } from './s3Errors';

/**
 * AWS Signature Version 4 as S3 checks it, for the storage gateway: the Authorization header or a
 * presigned URL (query auth), recomputed with the secret the credential authority derives. The
 * payload hash is taken as declared (`x-amz-content-sha256`): bodies stream through unhashed.
 */
export interface SignedRequest {
  method: string;
  /** The request target as received (path and query, still encoded). */
  url: string;
  headers: IncomingHttpHeaders;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** S3 refuses a header-signed request more than 15 minutes off its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** A presigned URL may live at most 7 days. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;

interface Authorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  sessionToken: string | undefined;
  payloadHash: string;
  presigned: { expiresSeconds: number } | undefined;
}

/**
 * The principal a request is signed for; undefined for an anonymous request (no signature at
 * all); throws the `S3Error` S3 would answer for a bad one.
 */
export function authenticate(
  request: SignedRequest,
  authority: CredentialAuthority,
  nowMs: number,
): Principal | undefined {
  const { pathname, query } = splitTarget(request.url);
  const auth = parseAuthorization(request.headers, query);
  if (!auth) return undefined;

  const resolution = authority.resolve(auth.accessKeyId, auth.sessionToken, nowMs);
  if ('refusal' in resolution) throw refusalError(resolution.refusal);
  checkTime(auth, nowMs);

  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const key = signingKey(resolution.principal.secretAccessKey, auth.date, auth.region, auth.service);
  const canonicalQuery = canonicalQueryString(query, auth.presigned !== undefined);
  const canonicalHeaders = auth.signedHeaders
    .map((name) => `${name}:${headerValue(request.headers, name)}\n`)
    .join('');
  for (const path of canonicalPaths(pathname)) {
    const canonicalRequest = [
      request.method.toUpperCase(),
      path,
      canonicalQuery,
      canonicalHeaders,
      auth.signedHeaders.join(';'),
      auth.payloadHash,
    ].join('\n');
    const stringToSign = [ALGORITHM, auth.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
    const given = Buffer.from(auth.signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return resolution.principal;
  }
  throw new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
}

function parseAuthorization(headers: IncomingHttpHeaders, query: URLSearchParams): Authorization | undefined {
  const header = headers.authorization;
  const presigned = query.has('X-Amz-Algorithm');
  if (header !== undefined && presigned) {
    throw new S3Error(
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified',
    );
  }
  if (presigned) return parseQueryAuthorization(query);
  if (header === undefined) {
    if (query.has('Signature') || query.has('AWSAccessKeyId')) throw unsupportedMechanism();
    return undefined;
  }
  if (!header.startsWith(`${ALGORITHM} `)) throw unsupportedMechanism();
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length + 1).split(',')) {
    const [name, ...value] = part.trim().split('=');
    if (name) fields.set(name, value.join('='));
  }
  const credential = parseCredential(fields.get('Credential'));
  const signedHeaders = fields.get('SignedHeaders')?.split(';') ?? [];
  const signature = fields.get('Signature') ?? '';
  const amzDate = single(headers['x-amz-date']) ?? '';
  if (!credential || signedHeaders.length === 0 || !signature) {
    throw new S3Error('AuthorizationHeaderMalformed', 'The authorization header is malformed.', 400);
  }
  if (!signedHeaders.includes('host')) {
    throw new S3Error('AccessDenied', 'Host header is not signed.');
  }
  if (!AMZ_DATE.test(amzDate)) {
    throw new S3Error('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const payloadHash = single(headers['x-amz-content-sha256']);
  if (!payloadHash) {
    throw new S3Error(
      'InvalidRequest',
      'Missing required header for this request: x-amz-content-sha256',
      400,
    );
  }
  return {
    ...credential,
    signedHeaders,
    signature,
    amzDate,
    sessionToken: single(headers['x-amz-security-token']),
    payloadHash,
    presigned: undefined,
  };
}

function parseQueryAuthorization(query: URLSearchParams): Authorization {
  const malformed = (message: string) => new S3Error('AuthorizationQueryParametersError', message, 400);
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) {
    throw malformed('X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const credential = parseCredential(query.get('X-Amz-Credential') ?? undefined);
  const amzDate = query.get('X-Amz-Date') ?? '';
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const signature = query.get('X-Amz-Signature') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  if (!credential || !AMZ_DATE.test(amzDate) || signedHeaders.length === 0 || !signature) {
    throw malformed(
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS) {
    throw malformed('X-Amz-Expires must be between 1 and 604800 seconds');
  }
  return {
    ...credential,
    signedHeaders,
    signature,
    amzDate,
    sessionToken: query.get('X-Amz-Security-Token') ?? undefined,
    payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    presigned: { expiresSeconds: expires },
  };
}

function parseCredential(
  value: string | undefined,
): { accessKeyId: string; date: string; region: string; service: string } | undefined {
  const [accessKeyId, date, region, service, terminator, extra] = (value ?? '').split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request' || extra) {
    return undefined;
  }
  return { accessKeyId, date, region, service };
}

function checkTime(auth: Authorization, nowMs: number): void {
  const signedAt = amzDateToMs(auth.amzDate);
  if (auth.amzDate.slice(0, 8) !== auth.date) {
    throw new S3Error('SignatureDoesNotMatch', 'The credential date does not match the request date.');
  }
  if (auth.presigned) {
    if (nowMs > signedAt + auth.presigned.expiresSeconds * 1000) {
      throw new S3Error('AccessDenied', 'Request has expired');
    }
    if (signedAt - nowMs > MAX_SKEW_MS) throw new S3Error('AccessDenied', 'Request is not valid yet');
  } else if (Math.abs(nowMs - signedAt) > MAX_SKEW_MS) {
    throw new S3Error(
      'RequestTimeTooSkewed',
      "The difference between the request time and the server's time is too large.",
    );
  }
}

function amzDateToMs(amzDate: string): number {
  const iso = `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`;
  return Date.parse(iso);
}

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = createHmac('sha256', `AWS4${secret}`).update(date).digest();
  const kRegion = createHmac('sha256', kDate).update(region).digest();
  const kService = createHmac('sha256', kRegion).update(service).digest();
  return createHmac('sha256', kService).update('aws4_request').digest();
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The canonical URIs a client may have signed: S3 signers encode each segment once from the
 * decoded key (aws4fetch, the AWS SDKs) — some read `+` as a space first — or sign the path as sent
 * (Amplify, whose path is already so encoded).
 */
function canonicalPaths(pathname: string): string[] {
  const encodePath = (decoded: string) => decoded.split('/').map(uriEncode).join('/');
  const candidates = [pathname];
  for (const prepare of [(p: string) => p, (p: string) => p.replace(/\+/g, ' ')]) {
    try {
      candidates.push(encodePath(decodeURIComponent(prepare(pathname))));
    } catch {
      // a malformed escape: only the path as sent can match
    }
  }
  return [...new Set(candidates)];
}

function canonicalQueryString(query: URLSearchParams, presigned: boolean): string {
  return [...query]
    .filter(([name]) => !(presigned && name === 'X-Amz-Signature'))
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text.trim().replace(/\s+/g, ' ');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function splitTarget(target: string): { pathname: string; query: URLSearchParams } {
  const index = target.indexOf('?');
  return index === -1
    ? { pathname: target, query: new URLSearchParams() }
    : { pathname: target.slice(0, index), query: new URLSearchParams(target.slice(index + 1)) };
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function unsupportedMechanism(): S3Error {
  return new S3Error(
    'InvalidRequest',
    'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    400,
  );
}

function refusalError(refusal: 'InvalidAccessKeyId' | 'InvalidToken' | 'ExpiredToken'): S3Error {
  switch (refusal) {
    case 'InvalidAccessKeyId':
      return new S3Error(
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    case 'InvalidToken':
      return new S3Error('InvalidToken', 'The provided token is malformed or otherwise invalid.', 400);
    case 'ExpiredToken':
      return new S3Error('ExpiredToken', 'The provided token has expired.', 400);
  }
}

import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { listenLocally } from '../listen';
import type { CredentialAuthority } from './credentials';
import { type ListPage, listObjectsV2, parseListV1 } from './listObjectsV2';
import { isAllowed, type StorageRequest } from './policy';
import { accessDenied, escapeXml, S3Error, sendS3Error } from './s3Errors';
import { authenticate } from './sigv4';

/**
 * The local bucket's front door — what S3 and IAM do in AWS: CORS for the web app, SigV4 checked
 * against the identity pool's temporary credentials (or the API server's), the access policy
 * (policy.ts), then the request forwarded path-style to s3rver, bodies streamed. Plain HTTP on
 * 127.0.0.1: the browser signs `host` (`127.0.0.1:<port>` or `localhost:<port>`), not the scheme.
 */
export interface StorageGatewayOptions {
  /** 0 picks a free one. */
  port: number;
  host?: string;
  /** s3rver's base URL (private, path-style). */
  upstream: string;
  bucket: string;
  credentials: CredentialAuthority;
  /** The web app's origins; other browser origins get no CORS answer. */
  allowedOrigins?: readonly string[];
  /** The clock credentials and signatures are checked against (tests move it). */
  now?: () => number;
  log?: (message: string) => void;
}

export interface RunningStorageGateway {
  url: string;
  close(): Promise<void>;
}

/** Query parameters of a presigned URL: checked here, never passed on. */
const QUERY_AUTH = new Set([
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signedheaders',
  'x-amz-signature',
  'x-amz-security-token',
]);
/** Request headers not passed on: authentication (checked here), CORS (answered here), hop-by-hop. */
const DROPPED_HEADERS = new Set([
  'authorization',
  'x-amz-security-token',
  'origin',
  'referer',
  'host',
  'connection',
  'keep-alive',
  'expect',
  'te',
  'upgrade',
]);
/** Response headers the browser may read (Amplify reads ETag, versions and checksums). */
const EXPOSED_HEADERS = [
  'ETag',
  'Content-Length',
  'Content-Range',
  'Last-Modified',
  'x-amz-request-id',
  'x-amz-id-2',
  'x-amz-version-id',
  'x-amz-server-side-encryption',
  'x-amz-checksum-crc32',
  'x-amz-checksum-crc32c',
  'x-amz-checksum-crc64nvme',
  'x-amz-checksum-sha1',
  'x-amz-checksum-sha256',
  'x-amz-checksum-type',
  'x-amz-delete-marker',
];
const ALLOWED_METHODS = 'GET, HEAD, PUT, POST, DELETE';

export async function startStorageGateway(options: StorageGatewayOptions): Promise<RunningStorageGateway> {
  const log = options.log ?? (() => {});
  // Its own connections to s3rver, ended on close (s3rver's close waits for idle keep-alive ones).
  const agent = new Agent({ keepAlive: true });
  const server = createServer((request, response) => {
    void serve(request, response, options, agent).catch((error: unknown) => {
      log(`storage gateway error: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) {
        sendS3Error(
          response,
          new S3Error('InternalError', 'We encountered an internal error. Please try again.', 500),
          request.method,
        );
      } else response.destroy();
    });
  });
  return listenLocally(server, options.port, options.host, () => agent.destroy());
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  options: StorageGatewayOptions,
  agent: Agent,
) {
  const method = request.method ?? 'GET';
  const origin = request.headers.origin;
  const allowedOrigin = origin !== undefined && (options.allowedOrigins ?? []).includes(origin);
  if (method === 'OPTIONS') {
    preflight(request, response, origin, allowedOrigin);
    return;
  }
  if (origin !== undefined && allowedOrigin) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-expose-headers', EXPOSED_HEADERS.join(', '));
    response.setHeader('vary', 'Origin');
  }

  const target = request.url ?? '/';
  const { pathname, rawQuery, query } = splitTarget(target);
  let storageRequest: StorageRequest;
  try {
    storageRequest = storageRequestOf(method, pathname, query, request.headers);
    const principal = authenticate(
      { method, url: target, headers: request.headers },
      options.credentials,
      now(options),
    );
    if (!isAllowed(principal, storageRequest, options.bucket)) throw accessDenied();
  } catch (error) {
    if (!(error instanceof S3Error)) throw error;
    request.resume();
    sendS3Error(response, error, method);
    return;
  }

  if (
    storageRequest.key !== undefined &&
    query.has('uploadId') &&
    (method === 'DELETE' || method === 'GET')
  ) {
    answerMultipartGap(request, response, storageRequest, query);
    return;
  }
  if (storageRequest.key === undefined && method === 'GET' && query.get('list-type') === '2') {
    request.resume();
    const page: ListPage = (prefix, marker) =>
      listPage(`${options.upstream}/${encodeURIComponent(storageRequest.bucket)}`, agent, prefix, marker);
    try {
      const xml = await listObjectsV2(storageRequest.bucket, query, page);
      response.writeHead(200, {
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(xml),
      });
      response.end(xml);
    } catch (error) {
      if (!(error instanceof S3Error)) throw error;
      sendS3Error(response, error, method);
    }
    return;
  }
  const path = `${pathname}${upstreamQuery(rawQuery)}`;
  await forward(request, response, `${options.upstream}${path}`, agent);
}

function preflight(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string | undefined,
  allowed: boolean,
): void {
  const requestedMethod = request.headers['access-control-request-method'];
  if (!origin || !requestedMethod) {
    sendS3Error(
      response,
      new S3Error('BadRequest', 'Insufficient information. Origin request header needed.', 400),
      'OPTIONS',
    );
    return;
  }
  if (!allowed || !ALLOWED_METHODS.split(', ').includes(requestedMethod)) {
    sendS3Error(
      response,
      new S3Error('AccessForbidden', 'CORSResponse: This CORS request is not allowed.'),
      'OPTIONS',
    );
    return;
  }
  const requestedHeaders = request.headers['access-control-request-headers'];
  response.writeHead(200, {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': ALLOWED_METHODS,
    ...(requestedHeaders ? { 'access-control-allow-headers': requestedHeaders } : {}),
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
    'access-control-max-age': '3000',
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    'content-length': '0',
  });
  response.end();
}

/** Path-style addressing: `/<bucket>/<key>`; the key decoded. */
function storageRequestOf(
  method: string,
  pathname: string,
  query: URLSearchParams,
  headers: IncomingHttpHeaders,
): StorageRequest {
  const [, rawBucket = '', ...rawKey] = pathname.split('/');
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      throw new S3Error('InvalidURI', "Couldn't parse the specified URI.", 400);
    }
  };
  const key = rawKey.length > 0 && rawKey.join('/') !== '' ? decode(rawKey.join('/')) : undefined;
  const copySource = headers['x-amz-copy-source'];
  return {
    method,
    bucket: decode(rawBucket),
    key,
    query,
    copySource: typeof copySource === 'string' ? decode(copySource.split('?')[0] ?? '') : undefined,
  };
}

/**
 * What s3rver lacks of multipart uploads: AbortMultipartUpload (an upload cancelled in the browser)
 * succeeds — its parts stay in s3rver's scratch space — and ListParts (a resumed upload) answers no
 * parts, so the client sends them all again.
 */
function answerMultipartGap(
  request: IncomingMessage,
  response: ServerResponse,
  storageRequest: StorageRequest,
  query: URLSearchParams,
): void {
  request.resume();
  if (request.method === 'DELETE') {
    response.writeHead(204).end();
    return;
  }
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escapeXml(storageRequest.bucket)}</Bucket>` +
    `<Key>${escapeXml(storageRequest.key ?? '')}</Key><UploadId>${escapeXml(query.get('uploadId') ?? '')}</UploadId>` +
    '<IsTruncated>false</IsTruncated></ListPartsResult>';
  response.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  response.end(xml);
}

function forward(
  request: IncomingMessage,
  response: ServerResponse,
  url: string,
  agent: Agent,
): Promise<void> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  return new Promise<void>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: request.method, headers, agent }, (answer) => {
      const answerHeaders: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (
          value !== undefined &&
          !name.startsWith('access-control-') &&
          name !== 'connection' &&
          name !== 'vary'
        ) {
          answerHeaders[name] = value;
        }
      }
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
      answer.on('error', reject);
      response.on('close', () => resolve());
    });
    outgoing.on('error', reject);
    request.pipe(outgoing);
  });
}

/** One page of s3rver's version-1 listing (no delimiter: the gateway groups). */
function listPage(bucketUrl: string, agent: Agent, prefix: string, marker: string): ReturnType<ListPage> {
  const query = new URLSearchParams({ prefix, marker, 'max-keys': '1000' });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${bucketUrl}?${query}`, { agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const xml = Buffer.concat(chunks).toString('utf8');
        if (answer.statusCode === 200) resolve(parseListV1(xml));
        else if (answer.statusCode === 404) {
          reject(new S3Error('NoSuchBucket', 'The specified bucket does not exist', 404));
        } else reject(new Error(`s3rver answered ${answer.statusCode} to a listing: ${xml.slice(0, 200)}`));
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function splitTarget(target: string): { pathname: string; rawQuery: string; query: URLSearchParams } {
  const index = target.indexOf('?');
  const pathname = index === -1 ? target : target.slice(0, index);
  const rawQuery = index === -1 ? '' : target.slice(index + 1);
  return { pathname, rawQuery, query: new URLSearchParams(rawQuery) };
}

/** The query as sent, less a presigned URL's authentication parameters. */
function upstreamQuery(rawQuery: string): string {
  const kept = rawQuery.split('&').filter((pair) => {
    if (pair === '') return false;
    const name = pair.split('=')[0] ?? '';
    try {
      return !QUERY_AUTH.has(decodeURIComponent(name).toLowerCase());
    } catch {
      return true;
    }
  });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function now(options: StorageGatewayOptions): number {
  return (options.now ?? Date.now)();
}

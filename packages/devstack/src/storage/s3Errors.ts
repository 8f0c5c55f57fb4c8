import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** An error the gateway answers as S3 does: an XML `<Error>` with the code clients switch on. */
export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 403,
  ) {
    super(message);
  }
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Writes the error (no body for HEAD, like S3); headers already set (CORS) are kept. */
export function sendS3Error(response: ServerResponse, error: S3Error, method: string | undefined): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(error.code)}</Code><Message>${escapeXml(error.message)}</Message>` +
    `<RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(error.status, {
    'content-type': 'application/xml',
    'x-amz-request-id': requestId,
    ...(method === 'HEAD' ? {} : { 'content-length': Buffer.byteLength(body) }),
  });
  response.end(method === 'HEAD' ? undefined : body);
}

export function accessDenied(): S3Error {
  return new S3Error('AccessDenied', 'Access Denied');
}

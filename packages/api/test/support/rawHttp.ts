import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** As sent: still compressed when the answer says Content-Encoding. */
  body: Buffer;
}

/**
 * One request over plain node:http: fetch would add its own Accept-Encoding and decompress the
 * answer, which is what the compression tests look at.
 */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

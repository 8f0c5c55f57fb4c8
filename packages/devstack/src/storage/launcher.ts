import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import {
  type CredentialAuthority,
  LOCAL_STORAGE_SERVER_CREDENTIALS,
  type StaticCredentials,
} from './credentials';
import { type RunningStorageGateway, startStorageGateway } from './gateway';

/**
 * The local object storage: s3rver (an S3 emulator from npm, in process, on a private 127.0.0.1
 * port, objects under `dataDir`) with the bucket created, behind our storage gateway on `port` —
 * what the browser (Amplify Storage, identity-pool credentials) and the API (the server
 * credential) call. Local only.
 */
export interface LocalStorageOptions {
  dataDir: string;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  /** Default `siyum.photos` (a dot, so clients address it path-style as they would at AWS). */
  bucket?: string;
  /** Who signs: the identity pool's credential authority (identity/identityPool.ts). */
  credentials: CredentialAuthority;
  /** The web app's origins (CORS). */
  allowedOrigins?: readonly string[];
  /** The gateway's clock (tests move it past credentials' expiry). */
  now?: () => number;
  log?: (message: string) => void;
}

export interface LocalStorage {
  /** The gateway, e.g. http://127.0.0.1:9230 — the S3 endpoint (path-style). */
  endpoint: string;
  bucket: string;
  /** Any region signs (the gateway does not check it); clients are configured with this one. */
  region: string;
  /** Full access to the bucket: the API server's (its IAM role in production). */
  serverCredentials: StaticCredentials;
  close(): Promise<void>;
}

export const DEFAULT_STORAGE_BUCKET = 'siyum.photos';
export const LOCAL_STORAGE_REGION = 'local';

export async function startLocalStorage(options: LocalStorageOptions): Promise<LocalStorage> {
  const bucket = options.bucket ?? DEFAULT_STORAGE_BUCKET;
  await mkdir(options.dataDir, { recursive: true });
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.dataDir,
    // Path-style only: the gateway addresses it so, whatever Host the client signed.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  let gateway: RunningStorageGateway;
  try {
    gateway = await startStorageGateway({
      port: options.port,
      upstream: `http://127.0.0.1:${port}`,
      bucket,
      credentials: options.credentials,
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  } catch (error) {
    await s3.close();
    throw error;
  }
  options.log?.(`storage: gateway ${gateway.url} → s3rver 127.0.0.1:${port}, bucket ${bucket}`);
  let closed: Promise<void> | undefined;
  return {
    endpoint: gateway.url,
    bucket,
    region: LOCAL_STORAGE_REGION,
    serverCredentials: LOCAL_STORAGE_SERVER_CREDENTIALS,
    close() {
      closed ??= (async () => {
        await gateway.close();
        await s3.close();
      })();
      return closed;
    },
  };
}

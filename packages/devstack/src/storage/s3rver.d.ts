// s3rver 3.7 ships no types: the part of its API the local storage uses.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Uint8Array)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens; answers the bound address. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }

  export default S3rver;
}

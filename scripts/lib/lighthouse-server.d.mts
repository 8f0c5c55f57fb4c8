// Types of lighthouse-server.mjs for the TypeScript callers (its test).

export interface ServedBuild {
  /** `http://127.0.0.1:PORT`, or `https://…` with `tls`. */
  url: string;
  close(): Promise<void>;
}

export function serveBuild(options: {
  /** The production build (dist/app). */
  dir: string;
  /** 0 picks a free one. */
  port: number;
  /** Where /api goes. */
  apiUrl: string;
  /** PEM key and certificate: HTTPS with HTTP/2 instead of plain HTTP/1.1. */
  tls?: { key: string; cert: string };
}): Promise<ServedBuild>;

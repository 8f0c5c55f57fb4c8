// Types of stack.mjs for the TypeScript callers (the end-to-end tests' global setup).

export interface StackOptions {
  identity: {
    /** cognito-local's data and `identity.json`. */
    dataDir: string;
    /** cognito-local's port; 0 picks a free one. */
    port: number;
    /** The compatibility proxy's port; 0 picks a free one. */
    proxyPort: number;
  };
  api: {
    /** 0 picks a free one. */
    port: number;
    /**
     * The embedded Postgres data directory; unset = @siyum/devstack's default (.data/postgres).
     * Required with `web.mode: 'production'`, whose server runs as a process of its own.
     */
    databaseDir?: string;
    seedDemo: boolean;
    /** A command that prepares the database; it runs beside the identity start-up, before the API. */
    prepare?: { command: string; args: string[] };
    /** Extra environment for the API alone. */
    env?: Record<string, string>;
  };
  /**
   * `dev`: Vite's dev server; `preview`: `vite build` into `outDir`, served by `vite preview`;
   * `production`: `vite build` into `outDir` and `npm run build:api`, then the one-process
   * production server (packages/api/dist/server.js) serves the app, link previews and the API on
   * `port` (`api.port` is not used: `StackInfo.apiUrl` is the web URL) against an embedded Postgres
   * in a process of its own — with `tls` (PEM files) over HTTPS with HTTP/2 (TLS_CERT_FILE,
   * TLS_KEY_FILE; the URLs are then `https://`), with `build: false` serving the build already in
   * `outDir` with the server already built.
   */
  web:
    | { mode: 'dev'; port: number }
    | { mode: 'preview'; port: number; outDir: string }
    | {
        mode: 'production';
        port: number;
        outDir: string;
        tls?: { certFile: string; keyFile: string };
        /** Default true: `vite build` into `outDir` and `npm run build:api` first. */
        build?: boolean;
      };
  /**
   * The mail catcher (maildev: SMTP + web inbox; the API's SMTP_URL points at it). Unset: free ports
   * when `identity.proxyPort` is 0 (tests), else MAIL_SMTP_PORT / MAIL_WEB_PORT or 1025 / 1080; data
   * beside the identity data (`<identity.dataDir>/../mail`).
   */
  mail?: {
    /** 0 picks a free one. */
    smtpPort: number;
    /** The inbox and its HTTP API; 0 picks a free one. */
    webPort: number;
    /** Where caught mail is kept across restarts. */
    dataDir?: string;
  };
  /** Environment of every process (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Each non-empty output line (default: `[name] line` on stdout / stderr). */
  output?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  /** A process ended before `stop()`. */
  onUnexpectedExit?: (name: string, code: number | string) => void;
  /** How long each part may take to answer (default 120 s). */
  timeoutMs?: number;
}

/**
 * What packages/devstack/src/identity/main.ts prints on its `IDENTITY_READY` line, plus
 * cognito-local's own URL.
 */
export interface StackIdentity {
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  /** The compatibility proxy (Amplify's `userPoolEndpoint`). */
  endpoint: string;
  jwksUri: string;
  region: string;
  demoPassword: string;
  demoUsers: { key: string; email: string }[];
  /** cognito-local itself: administrative calls (never from the browser). */
  upstream: string;
  dataDir: string;
  /** Photos (issue 21): the identity pool (served by the proxy) and the local S3 gateway. */
  identityPoolId: string;
  identityPoolEndpoint: string;
  storageEndpoint: string;
  storageBucket: string;
  storageRegion: string;
  storageAccessKeyId: string;
  storageSecretAccessKey: string;
}

/** What packages/devstack/src/mail/main.ts prints on its `MAIL_READY` line. */
export interface StackMail {
  /** The web inbox; its HTTP API is under `/api` (@siyum/devstack's `mailCatcherClient(webUrl)`). */
  webUrl: string;
  /** The API's SMTP_URL. */
  smtpUrl: string;
  /** `POST /smtp/close` / `/smtp/open`: a test takes SMTP down (@siyum/devstack's `setSmtpOpen`). */
  controlUrl: string;
  dataDir: string;
}

export interface StackInfo {
  webUrl: string;
  /** Where /api answers directly (the web URL in `production` mode). */
  apiUrl: string;
  identity: StackIdentity;
  /** Every email the API sent, readable at `mail.webUrl`. */
  mail: StackMail;
  /** `web.mode: 'production'` only: the database the server runs on (its serving role). */
  database: { url: string } | undefined;
}

export interface Stack {
  readonly stopping: boolean;
  start(): Promise<StackInfo>;
  stop(): Promise<void>;
}

export const bin: (name: string) => string;
export function freePort(): Promise<number>;
export function createStack(options: StackOptions): Stack;

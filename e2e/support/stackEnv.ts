/** How the global setup hands the running stack to the test workers (an environment variable). */
export const STACK_ENV = 'SIYUM_E2E_STACK';

/** The one account the stack's API treats as support staff (SUPPORT_STAFF_EMAILS). */
export const SUPPORT_STAFF_EMAIL = 'support-staff@example.org';

export interface StackEnv {
  webUrl: string;
  apiUrl: string;
  /** The production build the web server serves: a spec may deploy a new builds/latest.json here. */
  webDir: string;
  identity: {
    /** The compatibility proxy: what the browser calls (Cognito's JSON API). */
    endpoint: string;
    /** cognito-local itself: administrative calls. */
    upstream: string;
    userPoolId: string;
    userPoolClientId: string;
    demoPassword: string;
    demoUsers: { key: string; email: string }[];
  };
  /** The local S3 gateway and the server's full-access key (what the API reads the bucket with). */
  storage: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  /** The mail catcher's web inbox (@siyum/devstack's `mailCatcherClient` reads it). */
  mailWebUrl: string;
  /** The catcher's control port: `setSmtpOpen(url, false)` takes SMTP down for the API. */
  mailControlUrl: string;
  /** The API's database, as the serving role: what the reminder planner reads (support/plannerClock.ts). */
  databaseUrl: string;
}

export function stackFromEnv(): StackEnv {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error(`${STACK_ENV} is unset: run the specs through e2e/playwright.config.ts`);
  return JSON.parse(raw) as StackEnv;
}

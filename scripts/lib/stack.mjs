// The local stack as child processes, from @siyum/devstack (packages/devstack): the identity
// provider (cognito-local behind our compatibility proxy, the identity pool, and the object storage:
// s3rver behind our storage gateway — src/identity/main.ts), the mail catcher (maildev: the SMTP
// server the API sends every email to, and its web inbox — src/mail/main.ts), the API (src/main.ts:
// @siyum/api on an embedded Postgres, or DATABASE_URL's), and the web app (the Vite dev server, or a
// production build served by `vite preview`; both proxy /api to the API). `production` runs what a
// deploy runs instead: the built one-process server (packages/api/dist/server.js: web app, link
// previews and API on the web port) on an embedded Postgres of its own process
// (src/db/embeddedMain.ts), over HTTPS with HTTP/2 when given a certificate. `npm start` runs it on
// fixed ports; the end-to-end tests and `npm run lighthouse` on free ones with temporary data.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';
import { ProcessGroup } from './processes.mjs';

const READY_PREFIX = 'IDENTITY_READY ';
// What packages/devstack/src/mail/main.ts prints once its SMTP server and inbox listen.
const MAIL_READY_PREFIX = 'MAIL_READY ';
// maildev announces its web server itself; the stack reports the inbox URL instead.
const MAILDEV_ANNOUNCEMENT = 'MailDev API running at ';
// The sender outside production (the API's own default too); MAIL_FROM in the environment wins.
const LOCAL_MAIL_FROM = 'Siyum <no-reply@localhost>';
// What packages/devstack/src/db/embeddedMain.ts prints once its server answers.
const POSTGRES_READY_PREFIX = 'POSTGRES_READY ';
const READY_TIMEOUT_MS = 120_000;
// What packages/api/src/production.ts prints once it listens, its database migrated (and seeded).
const SERVER_LISTENING = 'siyum: listening on ';
const SERVER_ARTIFACT = 'packages/api/dist/server.js';

export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The API's environment for the local identity provider that started (its `IDENTITY_READY` line). */
function localIdentityEnv(identity) {
  return {
    LOCAL_IDENTITY: '1',
    LOCAL_IDENTITY_ISSUER: String(identity.issuer),
    LOCAL_IDENTITY_CLIENT_ID: String(identity.userPoolClientId),
    LOCAL_IDENTITY_POOL_ID: String(identity.userPoolId),
    LOCAL_IDENTITY_ENDPOINT: String(identity.endpoint),
    LOCAL_IDENTITY_JWKS_URI: String(identity.jwksUri),
    // The forms apply the policy the local pool enforces (GET /api/config).
    ...(identity.passwordPolicy
      ? { LOCAL_IDENTITY_PASSWORD_POLICY: JSON.stringify(identity.passwordPolicy) }
      : {}),
    // The identity pool (Amplify's identityPoolId / identityPoolEndpoint; LOCAL_IDENTITY_POOL_ID
    // above is the *user* pool, so this one mirrors production's COGNITO_IDENTITY_POOL_ID) and the
    // bucket behind the storage gateway, with the server's full-access credential (its IAM role in
    // production).
    ...(identity.identityPoolId
      ? {
          LOCAL_COGNITO_IDENTITY_POOL_ID: String(identity.identityPoolId),
          LOCAL_IDENTITY_POOL_ENDPOINT: String(identity.identityPoolEndpoint),
        }
      : {}),
    ...(identity.storageEndpoint
      ? {
          LOCAL_STORAGE_ENDPOINT: String(identity.storageEndpoint),
          LOCAL_STORAGE_BUCKET: String(identity.storageBucket),
          LOCAL_STORAGE_REGION: String(identity.storageRegion),
          LOCAL_STORAGE_ACCESS_KEY_ID: String(identity.storageAccessKeyId),
          LOCAL_STORAGE_SECRET_ACCESS_KEY: String(identity.storageSecretAccessKey),
        }
      : {}),
  };
}

/** The API's environment for the mail catcher that started (its `MAIL_READY` line). */
function localMailEnv(mail, env) {
  return { SMTP_URL: String(mail.smtpUrl), MAIL_FROM: env.MAIL_FROM || LOCAL_MAIL_FROM };
}

/**
 * The catcher's ports and data: as given; else free ports and a directory beside the identity data
 * when the stack picks free ports (tests), else MAIL_SMTP_PORT / MAIL_WEB_PORT or 1025 / 1080.
 */
function mailOptions(options, env) {
  const dataDir = options.mail?.dataDir ?? join(options.identity.dataDir, '..', 'mail');
  if (options.mail) return { ...options.mail, dataDir };
  if (options.identity.proxyPort === 0) return { smtpPort: 0, webPort: 0, dataDir };
  return {
    smtpPort: Number(env.MAIL_SMTP_PORT ?? 1025),
    webPort: Number(env.MAIL_WEB_PORT ?? 1080),
    dataDir,
  };
}

/** @param {import('./stack.d.mts').StackOptions} options */
export function createStack(options) {
  const group = new ProcessGroup({ output: options.output, onUnexpectedExit: options.onUnexpectedExit });
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;

  async function start() {
    const { web } = options;
    const production = web.mode === 'production';
    const tls = production ? web.tls : undefined;
    const build = web.mode === 'preview' || (production && web.build !== false);
    if (production && !build) {
      for (const file of [join(web.outDir, 'index.html'), join(root, SERVER_ARTIFACT)]) {
        if (!existsSync(file))
          throw new Error(`stack: ${file} is missing: run \`npm run build:app && npm run build:api\``);
      }
    }
    const webPort = web.port || (await freePort());
    // The production server answers /api on the web port itself.
    const apiPort = production ? webPort : options.api.port || (await freePort());
    const webUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${webPort}`;
    const apiUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${apiPort}`;
    const baseEnv = {
      ...(options.env ?? process.env),
      PORT: String(webPort),
      API_PORT: String(apiPort),
      // The app's own origin: the identity proxy answers CORS for it alone.
      WEB_ORIGIN: webUrl,
      STORYBOOK_DISABLE_TELEMETRY: '1',
    };

    // 1. Identity, the builds and the database (its preparation, or its server) run side by side.
    const identityProcess = group.spawn('identity', bin('tsx'), ['packages/devstack/src/identity/main.ts'], {
      env: {
        ...baseEnv,
        IDENTITY_DATA_DIR: options.identity.dataDir,
        IDENTITY_PORT: String(options.identity.port),
        IDENTITY_PROXY_PORT: String(options.identity.proxyPort),
        // The storage gateway: a free port when the stack picks free ones (tests), else
        // STORAGE_PORT or the process's default (9230).
        ...(options.identity.proxyPort === 0
          ? { STORAGE_PORT: '0' }
          : baseEnv.STORAGE_PORT
            ? { STORAGE_PORT: String(baseEnv.STORAGE_PORT) }
            : {}),
      },
      onLine: (line) => !line.startsWith(READY_PREFIX),
    });
    const identityReady = group.waitForLine(
      identityProcess,
      (line) => (line.startsWith(READY_PREFIX) ? JSON.parse(line.slice(READY_PREFIX.length)) : undefined),
      timeoutMs,
    );
    // The mail catcher: a process of its own, so that stopping SMTP leaves identity running.
    const mail = mailOptions(options, baseEnv);
    const mailProcess = group.spawn('mail', bin('tsx'), ['packages/devstack/src/mail/main.ts'], {
      env: {
        ...baseEnv,
        MAIL_SMTP_PORT: String(mail.smtpPort),
        MAIL_WEB_PORT: String(mail.webPort),
        MAIL_DATA_DIR: mail.dataDir,
      },
      onLine: (line) => !line.startsWith(MAIL_READY_PREFIX) && !line.startsWith(MAILDEV_ANNOUNCEMENT),
    });
    const mailReady = group.waitForLine(
      mailProcess,
      (line) =>
        line.startsWith(MAIL_READY_PREFIX) ? JSON.parse(line.slice(MAIL_READY_PREFIX.length)) : undefined,
      timeoutMs,
    );
    const built = build
      ? Promise.all([
          group.run(
            'build',
            bin('vite'),
            ['build', '--outDir', web.outDir, '--emptyOutDir', '--logLevel', 'warn'],
            { env: baseEnv },
          ),
          production
            ? group.run('build-api', bin('tsx'), ['packages/api/build/main.ts'], { env: baseEnv })
            : null,
        ])
      : Promise.resolve();
    const prepared = options.api.prepare
      ? group.run('database', options.api.prepare.command, options.api.prepare.args, { env: baseEnv })
      : Promise.resolve();
    const postgres = production ? startPostgres(baseEnv) : Promise.resolve(undefined);
    built.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    // All settle first: a second failure must not go unhandled either.
    const settled = await Promise.allSettled([identityReady, mailReady, prepared, postgres]);
    for (const result of settled) if (result.status === 'rejected') throw result.reason;
    const identity = await identityReady;
    const catcher = await mailReady;
    const apiEnv = {
      ...baseEnv,
      ...options.api.env,
      SEED_DEMO: options.api.seedDemo ? '1' : '0',
      ...localIdentityEnv(identity),
      // Every email the API sends goes to the catcher: the stack never mails the outside world.
      ...localMailEnv(catcher, { ...baseEnv, ...options.api.env }),
    };

    // 2a. Production: the built server in local identity mode, once both builds are done.
    const database = await postgres;
    if (database) {
      await built;
      const server = group.spawn('server', process.execPath, ['--enable-source-maps', SERVER_ARTIFACT], {
        env: {
          ...apiEnv,
          HOST: '127.0.0.1',
          WEB_DIR: web.outDir,
          DATABASE_URL: database.url,
          DATABASE_OWNER_URL: database.ownerUrl,
          ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
        },
      });
      if (tls) {
        // fetch would refuse the throw-away certificate: the server says when it listens, which
        // is after it migrated (and seeded) the database.
        await group.waitForLine(
          server,
          (line) => (line.startsWith(SERVER_LISTENING) ? true : undefined),
          timeoutMs,
        );
      } else {
        await Promise.all([
          group.waitForHttp(server, `${webUrl}/api/ready`, timeoutMs),
          group.waitForHttp(server, `${webUrl}/`, timeoutMs),
        ]);
      }
      return finish();
    }
    // 2b. The API in local identity mode, and the web app once its files are built.
    const api = group.spawn('api', bin('tsx'), ['packages/devstack/src/main.ts'], {
      env: {
        ...apiEnv,
        ...(options.api.databaseDir ? { EMBEDDED_PG_DIR: options.api.databaseDir } : {}),
      },
    });
    await built;
    const webProcess =
      web.mode === 'preview'
        ? group.spawn(
            'web',
            bin('vite'),
            ['preview', '--outDir', web.outDir, '--port', String(webPort), '--strictPort'],
            { env: baseEnv },
          )
        : group.spawn('web', bin('vite'), ['--clearScreen', 'false', '--port', String(webPort)], {
            env: baseEnv,
          });
    await Promise.all([
      // Ready, not just up: /api/ready answers 200 only once the database answers a query.
      group.waitForHttp(api, `${apiUrl}/api/ready`, timeoutMs),
      group.waitForHttp(webProcess, `${webUrl}/`, timeoutMs),
    ]);
    return finish();

    async function finish() {
      const info = JSON.parse(await readFile(join(options.identity.dataDir, 'identity.json'), 'utf8'));
      return {
        webUrl,
        apiUrl,
        identity: { ...identity, upstream: info.upstream, dataDir: options.identity.dataDir },
        mail: {
          webUrl: String(catcher.webUrl),
          smtpUrl: String(catcher.smtpUrl),
          // POST /smtp/close and /smtp/open: a test takes SMTP down (packages/devstack/src/mail/control.ts).
          controlUrl: String(catcher.controlUrl),
          dataDir: mail.dataDir,
        },
        // The production server's database (the embedded one of its own process), for a test that
        // plays the reminder planner's clock; undefined when the API embeds its own.
        database: database ? { url: database.url } : undefined,
      };
    }
  }

  /** The embedded Postgres as a process of its own (the production server takes a DATABASE_URL). */
  async function startPostgres(env) {
    if (!options.api.databaseDir) throw new Error('stack: web.mode production needs api.databaseDir');
    const entry = group.spawn('postgres', bin('tsx'), ['packages/devstack/src/db/embeddedMain.ts'], {
      env: { ...env, EMBEDDED_PG_DIR: options.api.databaseDir },
      onLine: (line) => !line.startsWith(POSTGRES_READY_PREFIX),
    });
    return group.waitForLine(
      entry,
      (line) =>
        line.startsWith(POSTGRES_READY_PREFIX)
          ? JSON.parse(line.slice(POSTGRES_READY_PREFIX.length))
          : undefined,
      timeoutMs,
    );
  }

  return {
    get stopping() {
      return group.stopping;
    },
    /** Starts everything and waits until it answers; on failure stops what started, then throws. */
    async start() {
      try {
        return await start();
      } catch (error) {
        await group.stop();
        throw error;
      }
    },
    stop: () => group.stop(),
  };
}

/**
 * The API's address look-ups with Smarty configured, for one spec. The shared stack's API runs
 * without keys (the honest offline answers every other spec relies on) and one process cannot be
 * given keys for a single test, so this serves the API's own `createLookupRoutes` — set up as
 * `packages/api/src/apiFromEnv.ts` sets it up from SMARTY_AUTH_ID/SMARTY_AUTH_TOKEN, through the real
 * Smarty SDK — pointed at the fake Smarty, and `routeAddressLookups` sends a page's
 * `/api/lookup/address/*` calls to it. Everything else (phone, zip, email, sign-up, auth.updateUser)
 * still goes to the stack.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import { LOOKUP_BASE_PATH, LOOKUP_PATHS } from '@siyum/domain';
import { Hono } from 'hono';
import { createLookupRoutes } from '../../packages/api/src/lookups';
import { type LoggedEvent, recordingLogger } from '../../packages/api/test/support/log';
import { closeServer, type FakeSmarty, startFakeSmarty } from './fakeSmarty';

export interface SmartyLookups {
  /** Origin of the look-up server. */
  url: string;
  smarty: FakeSmarty;
  /** What the look-up routes logged (a provider failure would show here). */
  logged: LoggedEvent[];
  close(): Promise<void>;
}

export async function startSmartyLookups(): Promise<SmartyLookups> {
  const smarty = await startFakeSmarty();
  const log = recordingLogger();
  const app = new Hono().route(
    LOOKUP_BASE_PATH,
    createLookupRoutes({
      // The per-client limit is the stack's business, tested in packages/api/test/lookups.test.ts.
      limit: async () => true,
      log,
      smarty: { authId: 'e2e-id', authToken: 'e2e-token' },
      smartyOptions: {
        usAutocompleteUrl: `${smarty.url}/us/lookup`,
        intlAutocompleteUrl: `${smarty.url}/intl/v2/lookup`,
        maxRetries: 0,
      },
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    smarty,
    logged: log.events,
    close: async () => {
      await closeServer(server);
      await smarty.close();
    },
  };
}

/** The page's address look-ups go to `lookups` (as if the stack's API had Smarty keys). */
export async function routeAddressLookups(page: Page, lookups: SmartyLookups): Promise<void> {
  const addressPaths = new RegExp(
    `${LOOKUP_BASE_PATH}(${LOOKUP_PATHS.usAddress}|${LOOKUP_PATHS.intlAddress})`,
  );
  await page.route(
    (url) => addressPaths.test(url.pathname),
    async (route) => {
      const { pathname, search } = new URL(route.request().url());
      await route.fulfill({ response: await route.fetch({ url: `${lookups.url}${pathname}${search}` }) });
    },
  );
}

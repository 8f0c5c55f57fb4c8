/**
 * What every spec imports instead of `@playwright/test`: `baseURL` is the stack's web app, and
 * `identity` makes and inspects accounts at its local identity provider. Add a spec as
 * `e2e/<feature>.spec.ts` importing `{ test, expect }` from here.
 */
import { test as base } from '@playwright/test';
import { type LocalIdentity, localIdentity } from './support/identity';
import { type StackEnv, stackFromEnv } from './support/stackEnv';

export { expect } from '@playwright/test';
export { E2E_PASSWORD, LOCAL_CODE } from './support/identity';

interface StackFixtures {
  /** The running stack's URLs and identity-pool facts (demo users and their password). */
  stack: StackEnv;
  identity: LocalIdentity;
}

export const test = base.extend<StackFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  stack: async ({}, use) => use(stackFromEnv()),
  baseURL: async ({ stack }, use) => use(stack.webUrl),
  identity: async ({ stack }, use) => use(localIdentity(stack.identity)),
});

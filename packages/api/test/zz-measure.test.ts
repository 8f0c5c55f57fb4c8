import type { Siyum } from '@siyum/domain';
import { afterAll, beforeAll, it } from 'vitest';
import { type Harness, startHarness } from './support/harness';
import { ok } from './support/rpc';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

it('measures', async () => {
  const owner = await h.signUp('m@example.org', { givenName: 'Avraham', familyName: 'Cohen' });
  const shas = ok(
    await h.rpc.mutation<Siyum>(
      'siyum.create',
      { title: 'Shas', corpus: 'bavli', unit: 'daf', targetDate: '2031-01-01' },
      owner.token,
    ),
  );
  const params = new URLSearchParams({ batch: '1', input: JSON.stringify({ 0: { id: shas.id } }) });
  const t0 = performance.now();
  const res = await fetch(`${h.server.url}/api/trpc/siyum.portions?${params}`);
  const body = await res.arrayBuffer();
  console.log('BYTES', body.byteLength, 'ms', performance.now() - t0, res.headers.get('content-encoding'));
});

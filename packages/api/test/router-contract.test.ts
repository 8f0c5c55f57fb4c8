import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router';

/**
 * Every procedure declares what it answers: tRPC validates each answer against it before it leaves,
 * and the app's types come from it. (portion.mine once had none: an answer could drift unnoticed.)
 */
describe('the router', () => {
  it('gives every procedure an output schema', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>;
    const without = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.output === undefined)
      .map(([path]) => path);
    expect(without).toEqual([]);
    expect(Object.keys(procedures).length).toBeGreaterThan(20);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src';

describe('GET /api/health', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, version: 'test-build' });
  });
  afterAll(() => server.close());

  it('answers ok with the build version over real HTTP', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: 'test-build' });
  });

  it('answers 404 for an unknown path', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
  });
});

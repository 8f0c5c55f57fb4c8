import { apiErrorMessages, serverMessages } from '@siyum/domain';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { describeApiError } from './errors';
import { createRetryingFetch, type Fetch } from './retryingFetch';

// A real tRPC router and client with the retrying fetch between them, so what is checked is what
// tRPC actually sends: queries by GET, mutations by POST.
const t = initTRPC.create();
let bumps = 0;
const router = t.router({
  ping: t.procedure.query(() => 'pong'),
  missing: t.procedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND' });
  }),
  limited: t.procedure.query(() => {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS' });
  }),
  bump: t.procedure.mutation(() => ++bumps),
});

type Outage = (call: number) => Response | Error | undefined;

function clientWith(outage: Outage) {
  const methods: string[] = [];
  const server: Fetch = async (input, init) => {
    methods.push(init?.method ?? 'GET');
    const failure = outage(methods.length);
    if (failure instanceof Error) throw failure;
    if (failure) return failure;
    const req = new Request(String(input), init);
    return fetchRequestHandler({ endpoint: '/api/trpc', req, router });
  };
  const client = createTRPCClient<typeof router>({
    links: [
      httpBatchLink({
        url: 'http://api.test/api/trpc',
        fetch: createRetryingFetch({ fetch: server, sleep: async () => undefined }),
      }),
    ],
  });
  return { client, methods };
}

const unavailable = () => new Response('<html>502 Bad Gateway</html>', { status: 502 });

describe('the tRPC client with the retrying fetch', () => {
  it('a query survives two bad-gateway answers (3 GETs)', async () => {
    const { client, methods } = clientWith((call) => (call <= 2 ? unavailable() : undefined));
    await expect(client.ping.query()).resolves.toBe('pong');
    expect(methods).toEqual(['GET', 'GET', 'GET']);
  });

  it('a query that fails 3 times rejects with a TRPCClientError the page can describe', async () => {
    const { client, methods } = clientWith(unavailable);
    const error = await client.ping.query().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(methods).toHaveLength(3);
    expect(describeApiError(error)).toEqual({
      kind: 'server',
      message: apiErrorMessages.server,
      retryable: true,
      retryLabel: 'Try again',
    });
  });

  it('a mutation is sent once even when the answer is a 502', async () => {
    bumps = 0;
    const { client, methods } = clientWith((call) => (call === 1 ? unavailable() : undefined));
    await expect(client.bump.mutate()).rejects.toBeInstanceOf(TRPCClientError);
    expect(methods).toEqual(['POST']);
    expect(bumps).toBe(0);
  });

  it('a mutation is not repeated after a network failure', async () => {
    bumps = 0;
    const { client, methods } = clientWith((call) =>
      call === 1 ? new TypeError('Failed to fetch') : undefined,
    );
    const error = await client.bump.mutate().catch((caught: unknown) => caught);
    expect(methods).toEqual(['POST']);
    expect(describeApiError(error).kind).toBe('offline');
  });

  it('a NOT_FOUND answer is not retried and keeps its meaning', async () => {
    const { client, methods } = clientWith(() => undefined);
    const error = await client.missing.query().catch((caught: unknown) => caught);
    expect(methods).toEqual(['GET']);
    expect(describeApiError(error)).toMatchObject({
      kind: 'notFound',
      message: serverMessages.notFound,
      retryable: false,
    });
  });

  it('a 429 answer is retried, then described as busy', async () => {
    const { client, methods } = clientWith(() => undefined);
    const error = await client.limited.query().catch((caught: unknown) => caught);
    expect(methods).toEqual(['GET', 'GET', 'GET']);
    expect(describeApiError(error)).toMatchObject({ kind: 'busy', message: apiErrorMessages.busy });
  });
});

describe('describeApiError', () => {
  it('no connection → the offline message, with a retry', () => {
    const error = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(describeApiError(error)).toEqual({
      kind: 'offline',
      message: 'We couldn’t reach the server. Check your connection and try again.',
      retryable: true,
      retryLabel: 'Try again',
    });
  });

  it('a time-out → the time-out message', () => {
    const error = TRPCClientError.from(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(describeApiError(error)).toMatchObject({ kind: 'timeout', message: apiErrorMessages.timeout });
  });

  it.each([
    ['UNAUTHORIZED', 'unauthorized', serverMessages.unauthorized, false],
    ['FORBIDDEN', 'forbidden', serverMessages.forbidden, false],
    ['BAD_REQUEST', 'invalid', serverMessages.badRequest, false],
    ['CONFLICT', 'conflict', serverMessages.conflict, true],
    ['TIMEOUT', 'timeout', serverMessages.timeout, true],
    ['INTERNAL_SERVER_ERROR', 'server', 'Something went wrong on our side. Please try again.', true],
    ['PAYLOAD_TOO_LARGE', 'server', apiErrorMessages.server, true],
  ])('server code %s → %s', (code, kind, message, retryable) => {
    const error = TRPCClientError.from({
      error: { code: -32000, message: 'raw server text', data: { code, httpStatus: 500 } },
    });
    expect(describeApiError(error)).toMatchObject({ kind, message, retryable });
  });

  it.each([
    [
      'rateLimited:userWrites',
      'TOO_MANY_REQUESTS',
      'You are making changes very quickly. Please wait a minute and try again.',
      true,
    ],
    [
      'quota:siyumsPerDay',
      'TOO_MANY_REQUESTS',
      'You can create up to 20 siyumim a day. Please try again tomorrow.',
      false,
    ],
    [
      'databaseContention',
      'CONFLICT',
      'Many people are changing this siyum right now. Please try again.',
      true,
    ],
    [
      'portionTaken',
      'CONFLICT',
      'Someone else just signed up for this portion. Please choose another.',
      true,
    ],
    [
      'ownerHasEveryPermission',
      'BAD_REQUEST',
      'That’s you: as the owner you can already do everything.',
      false,
    ],
    // A reason without words of its own, or one this app does not know: its code's sentence.
    ['siyumNotFound', 'NOT_FOUND', 'Not found.', false],
    ['somethingNew', 'CONFLICT', 'That was changed by someone else. Please reload and try again.', true],
  ])(
    'a refusal with reason %s says what it is, not the generic sentence (issue 19)',
    (reason, code, message, retryable) => {
      const error = TRPCClientError.from({
        error: { code: -32000, message: 'raw server text', data: { code, httpStatus: 429, reason } },
      });
      expect(describeApiError(error)).toMatchObject({ message, retryable });
    },
  );

  it('never shows a raw message: an unknown thrown value → the generic server message', () => {
    expect(describeApiError(new Error('Unexpected token < in JSON'))).toMatchObject({
      kind: 'server',
      message: apiErrorMessages.server,
    });
    expect(describeApiError(undefined).message).toBe(apiErrorMessages.server);
  });

  it('a bare network TypeError (outside tRPC) → offline', () => {
    expect(describeApiError(new TypeError('Failed to fetch')).kind).toBe('offline');
  });
});

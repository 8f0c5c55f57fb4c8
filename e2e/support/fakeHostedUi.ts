/**
 * A stand-in for Cognito's hosted sign-in (managed login) on 127.0.0.1, for the hosted-sign-in
 * specs: /oauth2/authorize answers the app's redirect_uri with a code (or, told to, with
 * `?error=access_denied`, a login the user cancelled), /oauth2/token trades the code for tokens
 * the spec hands it (from the stack's real identity provider, so the API accepts them), /logout
 * returns to logout_uri. Every request is kept for the spec to read.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTokens {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
}

export interface FakeHostedUi {
  origin: string;
  /** Each request's path and query. */
  requests: { path: string; query: Record<string, string> }[];
  /** What the next logins do: sign in (with these tokens), or the user cancels at the provider. */
  answer: { cancel: true } | { tokens: FakeTokens };
  close(): Promise<void>;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

export async function startFakeHostedUi(): Promise<FakeHostedUi> {
  const fake: Omit<FakeHostedUi, 'origin' | 'close'> = { requests: [], answer: { tokens: {} } };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const form =
      request.method === 'POST' ? Object.fromEntries(new URLSearchParams(await bodyOf(request))) : {};
    fake.requests.push({ path: url.pathname, query: { ...query, ...form } });
    const back = (target: string, params: Record<string, string>) => {
      const location = new URL(target);
      for (const [name, value] of Object.entries(params)) location.searchParams.set(name, value);
      response.writeHead(302, { location: location.toString() }).end();
    };
    if (url.pathname === '/oauth2/authorize') {
      const state = query.state ?? '';
      if ('cancel' in fake.answer) back(query.redirect_uri ?? '', { error: 'access_denied', state });
      else back(query.redirect_uri ?? '', { code: 'fake-code', state });
      return;
    }
    if (url.pathname === '/oauth2/token') {
      const tokens = 'tokens' in fake.answer ? fake.answer.tokens : {};
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify(tokens));
      return;
    }
    if (url.pathname === '/logout') {
      back(query.logout_uri ?? '', {});
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * Local development only (decision 0030). Amplify Storage v6 always calls S3 over https and takes no
 * scheme for a custom endpoint; the local S3 gateway of `npm start` is plain HTTP on loopback. So,
 * for that one host, the browser's requests Amplify makes over https go over http instead. SigV4 signs
 * the host, not the scheme, so the signature the gateway checks is Amplify's own. Never installed
 * unless the runtime config names a loopback storage endpoint (the server sends one only in local mode).
 */
let installed: string | null = null;

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** The `host:port` Amplify must call for the local gateway, after routing it over plain HTTP. */
export function routeLocalStorageEndpoint(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname))
    throw new Error(`local storage endpoint must be http on loopback, not ${endpoint}`);
  const host = url.host;
  if (installed === host) return host;
  if (installed !== null) throw new Error(`local storage endpoint already routed to ${installed}`);
  installed = host;
  const secure = `https://${host}/`;
  const plain = (target: string) =>
    target.startsWith(secure) ? `http://${target.slice('https://'.length)}` : target;

  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    const args = [method, plain(String(url)), ...rest] as Parameters<typeof open>;
    return open.apply(this, args);
  } as typeof open;

  const fetchOriginal = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) {
      return input.url.startsWith(secure)
        ? fetchOriginal(new Request(plain(input.url), input), init)
        : fetchOriginal(input, init);
    }
    return fetchOriginal(plain(String(input)), init);
  };
  return host;
}

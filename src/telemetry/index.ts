import type { Fetch } from '../api/retryingFetch';
import type { BrowserTracing } from './tracing';

/**
 * Browser tracing (§9), off unless an OTLP/HTTP endpoint is configured. This module is all the
 * first page load pays for: the OpenTelemetry SDK (./tracing.ts) is imported only once
 * `startTelemetry` finds an endpoint, so without one nothing of OpenTelemetry is downloaded.
 *
 * - `startTelemetry()` once at start-up (before the first render);
 * - `traceNavigation(path)` on every route change, the first one included;
 * - `tracedFetch(fetch)` wraps the API client's fetch: each request gets a client span and a W3C
 *   `traceparent` header, which the API continues.
 *
 * Calls before the SDK has arrived are cheap: the latest navigation is remembered (with its start
 * time) and replayed; requests go out untraced.
 */

let tracing: BrowserTracing | undefined;
let loading: Promise<BrowserTracing | undefined> | undefined;
let pendingNavigation: { path: string; startTime: number } | undefined;

/** The public config's OTLP endpoint (`VITE_OTEL_ENDPOINT`, the base URL: spans go to `/v1/traces`). */
export function configuredEndpoint(): string | undefined {
  const value: unknown = import.meta.env.VITE_OTEL_ENDPOINT;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Turns tracing on when an endpoint is configured; resolves whether it is on. Never rejects:
 * tracing that fails to load leaves the app untouched.
 */
export function startTelemetry(options: { endpoint?: string } = {}): Promise<boolean> {
  if (!loading) {
    const endpoint = options.endpoint ?? configuredEndpoint();
    if (!endpoint) return Promise.resolve(false);
    loading = import('./tracing').then(
      ({ createBrowserTracing }) => {
        tracing = createBrowserTracing({ endpoint });
        if (pendingNavigation) tracing.navigate(pendingNavigation.path, pendingNavigation.startTime);
        pendingNavigation = undefined;
        return tracing;
      },
      (error: unknown) => {
        console.warn('telemetry: tracing could not be loaded', error);
        return undefined;
      },
    );
  }
  return loading.then((loaded) => loaded !== undefined);
}

/** A route change: ends the previous navigation span and starts one for `path`. */
export function traceNavigation(path: string): void {
  if (tracing) tracing.navigate(path);
  else if (loading) pendingNavigation = { path, startTime: Date.now() };
}

/** `base`, with a span and a `traceparent` per request once tracing is on; untouched otherwise. */
export function tracedFetch(base: Fetch): Fetch {
  return (input, init) => (tracing ? tracing.fetch(base, input, init) : base(input, init));
}

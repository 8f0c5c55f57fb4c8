import { TRACE_CHILD_SPAN_TIMEOUT_MS, TRACE_FINAL_TIMEOUT_MS, TRACE_IDLE_TIMEOUT_MS } from '@siyum/domain';
import type { Fetch } from '../api/retryingFetch';
import {
  type AttributeValue,
  type BatchExporter,
  createBatchExporter,
  type FinishedSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  type SendBatch,
  SPAN_KIND,
  STATUS_CODE,
  tracesUrl,
} from './otlp';

/**
 * The browser's tracing, loaded only when an OTLP endpoint is configured (see ./index.ts). Two
 * kinds of span, with the §9 time-outs:
 *
 * - a navigation span per route change, ended once the network has been idle for 1 s (at the end
 *   of the last request it saw), at the latest 30 s after it started, or when the next navigation
 *   starts;
 * - a client span per API request, a child of the open navigation span, whose W3C `traceparent`
 *   goes out with the request so the API continues the trace; it ends with the answer, or is
 *   closed as timed out after 15 s.
 */

export interface BrowserTracingOptions {
  /** OTLP/HTTP base URL (spans go to `<endpoint>/v1/traces`). */
  endpoint: string;
  serviceName?: string;
  /** Tests: how spans leave (default: a keepalive fetch). */
  send?: SendBatch;
  /** How long finished spans wait to be sent together (default 5 s, and whenever the page is hidden). */
  batchDelayMs?: number;
}

export interface BrowserTracing {
  /** A route change to `path`, which started at `startTime` (ms since the epoch). */
  navigate(path: string, startTime?: number): void;
  /** One API request through `base`, traced, with its `traceparent`. */
  fetch(base: Fetch, input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Sends what is buffered now. */
  flush(): Promise<void>;
  /** Ends the open navigation, sends everything, and stops listening. */
  shutdown(): Promise<void>;
}

type EndReason = 'idle' | 'final_timeout' | 'next_navigation' | 'shutdown';

/** A span being recorded; `end` hands it to the exporter once. */
class OpenSpan {
  readonly spanId = newSpanId();
  readonly attributes: Record<string, AttributeValue>;
  private status: FinishedSpan['status'] = { code: STATUS_CODE.unset };
  ended = false;

  constructor(
    private readonly exporter: BatchExporter,
    readonly traceId: string,
    readonly parentSpanId: string | undefined,
    readonly name: string,
    readonly kind: FinishedSpan['kind'],
    readonly startTime: number,
    attributes: Record<string, AttributeValue>,
  ) {
    this.attributes = { ...attributes };
  }

  get traceparent(): string {
    return formatTraceparent(this.traceId, this.spanId);
  }

  fail(message?: string): void {
    this.status = message === undefined ? { code: STATUS_CODE.error } : { code: STATUS_CODE.error, message };
  }

  end(endTime: number): void {
    if (this.ended) return;
    this.ended = true;
    this.exporter.add({
      traceId: this.traceId,
      spanId: this.spanId,
      ...(this.parentSpanId ? { parentSpanId: this.parentSpanId } : {}),
      name: this.name,
      kind: this.kind,
      startTime: this.startTime,
      endTime: Math.max(endTime, this.startTime),
      attributes: this.attributes,
      status: this.status,
    });
  }
}

/** An open navigation span and the network activity it waits for. */
class NavigationTrace {
  readonly span: OpenSpan;
  private inFlight = 0;
  private lastActivity: number;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly finalTimer: ReturnType<typeof setTimeout>;

  constructor(exporter: BatchExporter, path: string, startTime: number) {
    this.span = new OpenSpan(exporter, newTraceId(), undefined, 'navigation', SPAN_KIND.internal, startTime, {
      'url.path': path,
    });
    this.lastActivity = startTime;
    this.armIdle();
    this.finalTimer = setTimeout(
      () => this.end('final_timeout', Date.now()),
      Math.max(0, startTime + TRACE_FINAL_TIMEOUT_MS - Date.now()),
    );
  }

  get ended(): boolean {
    return this.span.ended;
  }

  requestStarted(): void {
    this.inFlight++;
    clearTimeout(this.idleTimer);
  }

  requestEnded(at: number): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.activity(at);
  }

  /** Network activity seen some other way (a route's code, an image): pushes the idle end back. */
  activity(at: number): void {
    if (this.ended) return;
    this.lastActivity = Math.max(this.lastActivity, at);
    if (this.inFlight === 0) this.armIdle();
  }

  end(reason: EndReason, at: number): void {
    if (this.ended) return;
    clearTimeout(this.idleTimer);
    clearTimeout(this.finalTimer);
    this.span.attributes['navigation.end_reason'] = reason;
    if (reason === 'final_timeout') this.span.fail('timeout');
    this.span.end(at);
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    const wait = Math.max(0, this.lastActivity + TRACE_IDLE_TIMEOUT_MS - Date.now());
    this.idleTimer = setTimeout(() => {
      if (this.inFlight === 0) this.end('idle', this.lastActivity);
    }, wait);
  }
}

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

function pathOf(url: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  try {
    return new URL(url, base).pathname;
  } catch {
    return url;
  }
}

export function createBrowserTracing(options: BrowserTracingOptions): BrowserTracing {
  const exporter = createBatchExporter({
    endpoint: options.endpoint,
    resource: { 'service.name': options.serviceName ?? 'siyum-web' },
    ...(options.batchDelayMs === undefined ? {} : { delayMs: options.batchDelayMs }),
    ...(options.send ? { send: options.send } : {}),
  });
  const exportUrl = tracesUrl(options.endpoint);
  let navigation: NavigationTrace | undefined;

  // Resources the page loads (route code, images) count as network activity for the idle end; the
  // span exports themselves do not. `buffered`: what loaded before this module did counts too.
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.name.startsWith(exportUrl)) continue;
            navigation?.activity(performance.timeOrigin + entry.startTime + entry.duration);
          }
        })
      : undefined;
  observer?.observe({ type: 'resource', buffered: true });

  // A page being hidden may never come back: send what waits.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void exporter.flush();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onHidden);

  return {
    navigate(path, startTime = Date.now()) {
      navigation?.end('next_navigation', startTime);
      navigation = new NavigationTrace(exporter, path, startTime);
    },

    async fetch(base, input, init) {
      const method = methodOf(input, init);
      const url = urlOf(input);
      const parent = navigation && !navigation.ended ? navigation : undefined;
      const span = new OpenSpan(
        exporter,
        parent?.span.traceId ?? newTraceId(),
        parent?.span.spanId,
        `${method} ${pathOf(url)}`,
        SPAN_KIND.client,
        Date.now(),
        { 'http.request.method': method, 'url.full': url },
      );
      parent?.requestStarted();
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set('traceparent', span.traceparent);

      const close = (record: () => void) => {
        if (span.ended) return;
        clearTimeout(childTimer);
        record();
        const at = Date.now();
        span.end(at);
        parent?.requestEnded(at);
      };
      const childTimer = setTimeout(
        () =>
          close(() => {
            span.attributes['error.type'] = 'timeout';
            span.fail('timeout');
          }),
        TRACE_CHILD_SPAN_TIMEOUT_MS,
      );
      try {
        const response = await base(input, { ...init, headers });
        close(() => {
          span.attributes['http.response.status_code'] = response.status;
          if (response.status >= 500) {
            span.attributes['error.type'] = String(response.status);
            span.fail();
          }
        });
        return response;
      } catch (error) {
        close(() => {
          const name = error instanceof Error ? error.name : 'Error';
          span.attributes['error.type'] = name;
          span.fail(name);
        });
        throw error;
      }
    },

    flush: () => exporter.flush(),

    async shutdown() {
      navigation?.end('shutdown', Date.now());
      observer?.disconnect();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onHidden);
      await exporter.flush();
    },
  };
}

/**
 * The API's OTLP exporter: batches the spans encoded by `@siyum/domain`'s tracing wire format
 * (W3C Trace Context + OTLP/HTTP JSON) and POSTs them to the collector.
 */
import { type AttributeValue, encodeSpans, type FinishedSpan, tracesUrl } from '@siyum/domain';

export {
  type AttributeValue,
  encodeSpans,
  type FinishedSpan,
  newSpanId,
  newTraceId,
  parseTraceparent,
  SPAN_KIND,
  STATUS_CODE,
  type TraceParent,
  tracesUrl,
} from '@siyum/domain';

export interface ExporterOptions {
  endpoint: string;
  resource: Record<string, AttributeValue>;
  /** Extra request headers (a collector's API key). */
  headers?: Record<string, string>;
  /** How long spans wait to be sent together (OTel's default: 5 s). */
  delayMs?: number;
  /** At most this many spans per request; a full batch goes at once (OTel's default: 512). */
  maxBatch?: number;
  /** Spans beyond this many waiting are dropped (OTel's default: 2048). */
  maxQueue?: number;
  /** Told once when the collector cannot be reached, and again after it recovered. */
  onError?: (error: unknown) => void;
}

export interface SpanExporter {
  add(span: FinishedSpan): void;
  /** Sends everything waiting now. */
  flush(): Promise<void>;
}

/** Collects finished spans and POSTs them in batches, like OTel's BatchSpanProcessor. */
export function createSpanExporter(options: ExporterOptions): SpanExporter {
  const url = tracesUrl(options.endpoint);
  const delayMs = options.delayMs ?? 5000;
  const maxBatch = options.maxBatch ?? 512;
  const maxQueue = options.maxQueue ?? 2048;
  const headers = { ...options.headers, 'content-type': 'application/json' };
  let queue: FinishedSpan[] = [];
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  async function send(batch: FinishedSpan[]): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(encodeSpans(batch, options.resource)),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`OTLP collector answered ${response.status}`);
      failing = false;
    } catch (error) {
      if (!failing) options.onError?.(error);
      failing = true;
    }
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const sending: Promise<void>[] = [];
    while (queue.length > 0) {
      sending.push(send(queue.slice(0, maxBatch)));
      queue = queue.slice(maxBatch);
    }
    await Promise.all(sending);
  }

  return {
    add(span) {
      if (queue.length >= maxQueue) return;
      queue.push(span);
      if (queue.length >= maxBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), delayMs);
        // Waiting spans never keep the process alive.
        timer.unref();
      }
    },
    flush,
  };
}

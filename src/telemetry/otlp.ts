/**
 * The browser's OTLP exporter: batches the spans encoded by `@siyum/domain`'s tracing wire format
 * and sends them with `keepalive`, so a tab closed right after a navigation still reports it.
 */
import { type AttributeValue, encodeSpans, type FinishedSpan, tracesUrl } from '@siyum/domain';

export {
  type AttributeValue,
  encodeSpans,
  type FinishedSpan,
  formatTraceparent,
  newSpanId,
  newTraceId,
  SPAN_KIND,
  STATUS_CODE,
  tracesUrl,
  unixNano,
} from '@siyum/domain';

/** Sends one JSON body; a failure is dropped (tracing never gets in the user's way). */
export type SendBatch = (url: string, body: string) => Promise<void>;

/**
 * `keepalive` lets the request outlive the page (a tab closed right after a navigation still
 * reports it); such a body may be at most 64 kB, hence the small batches below.
 */
export const sendBatch: SendBatch = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).then(
    () => undefined,
    () => undefined,
  );

export interface BatchExporterOptions {
  endpoint: string;
  resource: Record<string, AttributeValue>;
  /** How long spans wait to be sent together (OTel's default: 5 s). */
  delayMs?: number;
  /** At most this many spans per body (about 0.5 kB each); a full batch is sent at once. */
  maxBatch?: number;
  send?: SendBatch;
}

export interface BatchExporter {
  add(span: FinishedSpan): void;
  /** Sends what waits now. */
  flush(): Promise<void>;
}

/** Collects finished spans and sends them in batches, like OTel's BatchSpanProcessor. */
export function createBatchExporter(options: BatchExporterOptions): BatchExporter {
  const url = tracesUrl(options.endpoint);
  const delayMs = options.delayMs ?? 5000;
  const maxBatch = options.maxBatch ?? 64;
  const send = options.send ?? sendBatch;
  let queue: FinishedSpan[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      await send(url, JSON.stringify(encodeSpans(batch, options.resource))).catch(() => undefined);
    }
  }

  return {
    add(span) {
      queue.push(span);
      if (queue.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

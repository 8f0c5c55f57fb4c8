/**
 * The browser's side of OpenTelemetry, written out instead of loading the SDK into the page: W3C
 * Trace Context (`traceparent`) and OTLP/HTTP with JSON bodies, which src/telemetry/otlp.ts sends.
 * The server continues the same trace with OpenTelemetry's SDK (decision 0025), so a collector gets
 * one trace from the click to the query.
 *
 * Specs: https://www.w3.org/TR/trace-context/ and
 * https://opentelemetry.io/docs/specs/otlp/#json-protobuf-encoding (ids as lowercase hex, times as
 * decimal strings of nanoseconds, enum values as numbers).
 */

export type AttributeValue = string | number | boolean;

/** OTLP `Span.SpanKind`. */
export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;
/** OTLP `Status.StatusCode`. */
export const STATUS_CODE = { unset: 0, ok: 1, error: 2 } as const;

export interface FinishedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: (typeof SPAN_KIND)[keyof typeof SPAN_KIND];
  /** ms since the epoch (fractions allowed). */
  startTime: number;
  endTime: number;
  attributes: Record<string, AttributeValue>;
  status: { code: (typeof STATUS_CODE)[keyof typeof STATUS_CODE]; message?: string };
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  const hex = Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
  // An all-zero id is invalid (W3C §3.2.2.3); the odds are nil, but the rule is cheap to keep.
  return /^0+$/.test(hex) ? randomHex(bytes) : hex;
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);

/** `00-<trace id>-<span id>-01`: version 00, sampled. */
export function formatTraceparent(traceId: string, spanId: string): string {
  return `00-${traceId}-${spanId}-01`;
}

function attributeValue(value: AttributeValue) {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
}

function attributes(record: Record<string, AttributeValue>) {
  return Object.entries(record).map(([key, value]) => ({ key, value: attributeValue(value) }));
}

/** ms since the epoch → the decimal string of nanoseconds, to the microsecond. */
export function unixNano(ms: number): string {
  return (BigInt(Math.round(ms * 1000)) * 1000n).toString();
}

/** An OTLP `ExportTraceServiceRequest` in its JSON encoding. */
export function encodeSpans(spans: readonly FinishedSpan[], resource: Record<string, AttributeValue>) {
  return {
    resourceSpans: [
      {
        resource: { attributes: attributes(resource) },
        scopeSpans: [
          {
            scope: { name: 'siyum' },
            spans: spans.map((span) => ({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              startTimeUnixNano: unixNano(span.startTime),
              endTimeUnixNano: unixNano(span.endTime),
              attributes: attributes(span.attributes),
              status: span.status,
            })),
          },
        ],
      },
    ],
  };
}

export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

import { describe, expect, it } from 'vitest';
import { tracingConfigFromEnv, tracingMiddlewareFromEnv } from './index';
import { parseTraceparent } from './otlp';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('parseTraceparent (W3C Trace Context)', () => {
  it.each<[string, string | undefined, ReturnType<typeof parseTraceparent>]>([
    ['sampled', `00-${TRACE}-${SPAN}-01`, { traceId: TRACE, spanId: SPAN, sampled: true }],
    ['not sampled', `00-${TRACE}-${SPAN}-00`, { traceId: TRACE, spanId: SPAN, sampled: false }],
    [
      'other flags, sampled bit set',
      `00-${TRACE}-${SPAN}-03`,
      { traceId: TRACE, spanId: SPAN, sampled: true },
    ],
    ['surrounding spaces', `  00-${TRACE}-${SPAN}-01 `, { traceId: TRACE, spanId: SPAN, sampled: true }],
    [
      'a future version with more fields',
      `cc-${TRACE}-${SPAN}-01-extra`,
      { traceId: TRACE, spanId: SPAN, sampled: true },
    ],
    ['absent', undefined, undefined],
    ['empty', '', undefined],
    ['version ff', `ff-${TRACE}-${SPAN}-01`, undefined],
    ['version 00 with more fields', `00-${TRACE}-${SPAN}-01-extra`, undefined],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`, undefined],
    ['all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`, undefined],
    ['uppercase hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`, undefined],
    ['short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`, undefined],
    ['garbage', 'hello', undefined],
  ])('%s', (_case, header, expected) => {
    expect(parseTraceparent(header)).toEqual(expected);
  });
});

describe('tracingConfigFromEnv', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT, and then no middleware is made', () => {
    expect(tracingConfigFromEnv({})).toBeUndefined();
    expect(tracingConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeUndefined();
    expect(tracingMiddlewareFromEnv({ OTEL_SERVICE_NAME: 'x' })).toBeUndefined();
  });

  it('reads the standard variables', () => {
    expect(
      tracingConfigFromEnv({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
        OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc%3D, team = siyum ,broken',
        OTEL_SERVICE_NAME: 'api-eu',
        OTEL_BSP_SCHEDULE_DELAY: '250',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4318',
      serviceName: 'api-eu',
      headers: { 'x-api-key': 'abc=', team: 'siyum' },
      delayMs: 250,
    });
  });

  it('defaults the service name and the batch delay', () => {
    expect(
      tracingConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_BSP_SCHEDULE_DELAY: 'soon' }),
    ).toEqual({ endpoint: 'http://c', serviceName: 'siyum-api', headers: {}, delayMs: 5000 });
  });

  it('makes a middleware when configured', () => {
    expect(tracingMiddlewareFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBeTypeOf(
      'function',
    );
  });
});

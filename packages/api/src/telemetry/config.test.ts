import { describe, expect, it } from 'vitest';
import { tracingConfigFromEnv, tracingMiddlewareFromEnv } from './index';

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
});

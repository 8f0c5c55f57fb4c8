/**
 * The API's tracing (§9), configured by the standard OpenTelemetry variables:
 * - OTEL_EXPORTER_OTLP_ENDPOINT — the collector's OTLP/HTTP base URL (spans go to /v1/traces, as
 *   JSON); unset → no tracing at all: the SDK is not even loaded, no middleware, nothing sent;
 * - OTEL_EXPORTER_OTLP_HEADERS — `key=value,key2=value2` sent with every export (an API key);
 * - OTEL_SERVICE_NAME (default `siyum-api`); OTEL_BSP_SCHEDULE_DELAY — ms spans wait to be batched (5000).
 * The SDK itself also reads OTEL_TRACES_SAMPLER(_ARG), OTEL_BSP_MAX_QUEUE_SIZE / _MAX_EXPORT_BATCH_SIZE
 * and OTEL_EXPORTER_OTLP_COMPRESSION / _TIMEOUT (decision 0025).
 */
export interface TracingConfig {
  endpoint: string;
  serviceName: string;
  headers: Record<string, string>;
  delayMs: number;
}

export function tracingConfigFromEnv(env: NodeJS.ProcessEnv): TracingConfig | undefined {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  const headers: Record<string, string> = {};
  for (const pair of (env.OTEL_EXPORTER_OTLP_HEADERS ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return {
    endpoint,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'siyum-api',
    headers,
    delayMs: Number.isFinite(delay) && delay >= 0 && env.OTEL_BSP_SCHEDULE_DELAY ? delay : 5000,
  };
}

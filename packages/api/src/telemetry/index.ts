import type { MiddlewareHandler } from 'hono';
import { consoleLogger } from '../services/log';
import { createTracingMiddleware } from './middleware';
import { createSpanExporter, type SpanExporter } from './otlp';

export { createTracingMiddleware } from './middleware';
export { createSpanExporter, parseTraceparent, type SpanExporter, type TraceParent } from './otlp';

/**
 * The API's tracing (§9), configured by the standard OpenTelemetry variables:
 * - OTEL_EXPORTER_OTLP_ENDPOINT — the collector's OTLP/HTTP base URL (spans go to /v1/traces);
 *   unset → no tracing at all: no middleware, nothing recorded, nothing sent;
 * - OTEL_EXPORTER_OTLP_HEADERS — `key=value,key2=value2` sent with every export (an API key);
 * - OTEL_SERVICE_NAME (default `siyum-api`); OTEL_BSP_SCHEDULE_DELAY — ms spans wait to be batched (5000).
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

/** One exporter per configuration, shared by every app the process creates. */
const exporters = new Map<string, SpanExporter>();

function exporterFor(config: TracingConfig): SpanExporter {
  const key = JSON.stringify(config);
  let exporter = exporters.get(key);
  if (!exporter) {
    exporter = createSpanExporter({
      endpoint: config.endpoint,
      resource: { 'service.name': config.serviceName },
      headers: config.headers,
      delayMs: config.delayMs,
      onError: (error) => consoleLogger.warn('telemetry.export_failed', { error }),
    });
    exporters.set(key, exporter);
  }
  return exporter;
}

/** The tracing middleware when OTEL_EXPORTER_OTLP_ENDPOINT is set; undefined (no cost) otherwise. */
export function tracingMiddlewareFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MiddlewareHandler | undefined {
  const config = tracingConfigFromEnv(env);
  return config ? createTracingMiddleware(exporterFor(config)) : undefined;
}

/** Sends the spans still waiting: call before the process exits. */
export async function flushTracing(): Promise<void> {
  await Promise.all([...exporters.values()].map((exporter) => exporter.flush()));
}

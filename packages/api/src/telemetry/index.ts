import type { MiddlewareHandler } from 'hono';
import { consoleLogger } from '../infra/log';
import { type TracingConfig, tracingConfigFromEnv } from './config';
import { createTracingMiddleware } from './middleware';
import { startTracing, type TracingSdk } from './sdk';

export { type TracingConfig, tracingConfigFromEnv } from './config';
export { createTracingMiddleware } from './middleware';
export type { CallerContext, RequestSpan, TracingSdk } from './sdk';

/** One SDK per configuration, shared by every app the process creates. */
const started = new Map<string, Promise<TracingSdk | undefined>>();

function sdkFor(config: TracingConfig): Promise<TracingSdk | undefined> {
  const key = JSON.stringify(config);
  let sdk = started.get(key);
  if (!sdk) {
    // A server whose SDK cannot load (left out of an install) still serves, untraced.
    sdk = startTracing(config, consoleLogger).catch((error: unknown) => {
      consoleLogger.warn('telemetry.unavailable', { error });
      return undefined;
    });
    started.set(key, sdk);
  }
  return sdk;
}

/**
 * The tracing middleware when OTEL_EXPORTER_OTLP_ENDPOINT is set (config.ts), OpenTelemetry's SDK
 * loading from then on (once per configuration); undefined otherwise, and then nothing of
 * OpenTelemetry is loaded at all.
 */
export function tracingMiddlewareFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): MiddlewareHandler | undefined {
  const config = tracingConfigFromEnv(env);
  return config ? createTracingMiddleware(sdkFor(config)) : undefined;
}

/** Sends the spans still waiting: call before the process exits. */
export async function flushTracing(): Promise<void> {
  const sdks = await Promise.all(started.values());
  await Promise.all(sdks.map((sdk) => sdk?.flush()));
}

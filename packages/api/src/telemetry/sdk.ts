import type { SpanExporter } from '@opentelemetry/sdk-trace-node';
import { tracesUrl } from '@siyum/domain';
import type { Logger } from '../infra/log';
import type { TracingConfig } from './config';

/** A request's server span, as the middleware uses it. */
export interface RequestSpan {
  setAttribute(key: string, value: string | number): void;
  updateName(name: string): void;
  /** Marks the span failed (status ERROR). */
  fail(): void;
  end(): void;
  /** Runs `handle` with this span active: spans started inside (`trace.getTracer(…)`) are its children. */
  activate(handle: () => Promise<void>): Promise<void>;
}

/** W3C Trace Context headers of an incoming request. */
export interface CallerContext {
  traceparent: string | undefined;
  tracestate: string | undefined;
}

export interface TracingSdk {
  /**
   * Starts a server span: a child of the caller's span when its `traceparent` is valid (the same
   * trace), else the root of a new trace; not recorded when the caller did not sample its trace.
   */
  startServerSpan(
    name: string,
    attributes: Record<string, string | number>,
    caller: CallerContext,
  ): RequestSpan;
  /** Sends the spans still waiting. */
  flush(): Promise<void>;
  /** Flushes, then stops: nothing more is recorded. */
  shutdown(): Promise<void>;
}

/** Only the first provider a process starts becomes the global one (what `trace.getTracer` finds). */
let registered = false;

/**
 * OpenTelemetry's SDK, started for one configuration: a Node tracer provider (AsyncLocalStorage
 * context, W3C Trace Context propagation, the default parent-based sampler) whose batch span
 * processor sends to the OTLP/HTTP exporter, which posts JSON to `<endpoint>/v1/traces`.
 *
 * Every `@opentelemetry/*` package is loaded here with `import()`, so only when tracing is
 * configured: without OTEL_EXPORTER_OTLP_ENDPOINT none of it is read from disk. The production
 * bundle (build/bundle.ts) keeps these as `import()`s of npm packages — dependencies of @siyum/api
 * that `npm ci --omit=dev` installs — neither bundled nor imported up front (decision 0025).
 * Rejects when a package cannot be loaded.
 */
export async function startTracing(config: TracingConfig, log: Logger): Promise<TracingSdk> {
  const [api, core, resources, sdk, otlp] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);

  const exporter = new otlp.OTLPTraceExporter({ url: tracesUrl(config.endpoint), headers: config.headers });
  // An unreachable collector is logged once, and again only after it has recovered and failed anew.
  let failing = false;
  const reporting: SpanExporter = {
    export(spans, done) {
      exporter.export(spans, (result) => {
        if (result.code === core.ExportResultCode.SUCCESS) failing = false;
        else if (!failing) {
          failing = true;
          log.warn('telemetry.export_failed', { error: result.error });
        }
        done(result);
      });
    },
    forceFlush: () => exporter.forceFlush(),
    shutdown: () => exporter.shutdown(),
  };

  const provider = new sdk.NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': config.serviceName })),
    spanProcessors: [new sdk.BatchSpanProcessor(reporting, { scheduledDelayMillis: config.delayMs })],
  });
  const propagator = new core.W3CTraceContextPropagator();
  if (!registered) {
    provider.register({ propagator });
    registered = true;
  }
  const tracer = provider.getTracer('@siyum/api');

  return {
    startServerSpan(name, attributes, caller) {
      const parent = propagator.extract(
        api.ROOT_CONTEXT,
        { traceparent: caller.traceparent?.trim(), tracestate: caller.tracestate?.trim() },
        api.defaultTextMapGetter,
      );
      const span = tracer.startSpan(name, { kind: api.SpanKind.SERVER, attributes }, parent);
      const active = api.trace.setSpan(parent, span);
      return {
        setAttribute: (key, value) => void span.setAttribute(key, value),
        updateName: (newName) => void span.updateName(newName),
        fail: () => void span.setStatus({ code: api.SpanStatusCode.ERROR }),
        end: () => span.end(),
        activate: (handle) => api.context.with(active, handle),
      };
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

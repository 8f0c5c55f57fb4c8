/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PLATFORM?: string;
  /** OTLP/HTTP base URL for browser traces; tracing stays off without it. */
  readonly VITE_OTEL_ENDPOINT?: string;
}

/** This build's id (scripts/buildDescriptor.ts); builds/latest.json names the newest. */
declare const __BUILD_ID__: string;

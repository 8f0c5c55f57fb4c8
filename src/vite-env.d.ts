/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_PLATFORM?: string;
  /** The image service's base URL (issue 21); unset: the local API's `/api/img`. */
  readonly VITE_IMAGE_BASE_URL?: string;
  /** OTLP/HTTP base URL for browser traces; tracing stays off without it. */
  readonly VITE_OTEL_ENDPOINT?: string;
}

/** This build's id (scripts/buildDescriptor.ts); builds/latest.json names the newest. */
declare const __BUILD_ID__: string;

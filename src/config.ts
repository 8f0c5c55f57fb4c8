/** Public runtime configuration (spec §1: the platform name comes from public config). */
export const config = {
  productName: import.meta.env.VITE_PRODUCT_NAME ?? 'Siyum',
  platform: import.meta.env.VITE_PLATFORM ?? 'siyum',
} as const;

/** The look-ups under /api/lookup, as rate limits and error reasons name them. */
export type LookupKind = 'email' | 'phone' | 'address-us' | 'address-intl' | 'address-intl-detail' | 'zip';

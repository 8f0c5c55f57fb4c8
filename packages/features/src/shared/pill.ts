/** The colours of a `.siyum-pill` (shared.css); `undefined` is the primary colour. */
export type PillTone = 'accent' | 'success' | 'destructive' | 'muted' | undefined;

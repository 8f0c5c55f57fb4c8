/**
 * What the siyum page draws below its first screen — the portion board and what is still open above
 * it — in code of its own, named in the page at low priority (`later` in routePages.ts): the
 * radio-group filter, the rows and the gaps' arithmetic (~23 kB gzip) need not hold up the title,
 * the facts and the progress.
 */
export { PortionBoard, SiyumGaps } from '@siyum/features';

// The siyum pages' widgets (issue 10): the portion board and progress, the community list, the
// create wizard, sharing, the dashboard lists and the organizer's participants / admins pages.
// Presentational and controlled — the app fetches and calls the API.
export * from './board';
export * from './community';
export * from './create';
export * from './dashboard';
export * from './finish';
export * from './gaps';
export * from './mail';
export * from './manage';
export * from './neediest';
export * from './photos';
export * from './progress';
export * from './share';
export { DateWithHebrew, type DateWithHebrewProps } from './shared/DateWithHebrew';
export * from './shared/photo';
export { formatNodes, useReaderLocale } from './shared/reader';
export * from './support';

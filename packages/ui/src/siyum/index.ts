// The siyum pages' widgets (issue 10): the portion board and progress, the community list, the
// create wizard, sharing. Presentational and controlled — the app fetches and calls the API.
export * from './board';
export * from './community';
export * from './create';
export * from './share';

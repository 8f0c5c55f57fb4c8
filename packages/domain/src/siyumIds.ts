/**
 * Ids as links write them, apart from the other siyum values (siyumValues.ts re-exports them): the
 * route guard in every page's first script reads them, and nothing else of siyumValues.ts.
 */

/** The largest id (Postgres `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * A siyum id as a path writes it (`/s/42`, `/edit/42`): digits only, 1 to MAX_ID — the one format
 * the pages, the route guard and the server's schemas agree on (issue 19: there were three). Null
 * for anything else, which a page shows as 'Page Not Found'.
 */
export function parseSiyumId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

import { CORPUS_IDS, SIYUM_LIMITS, SIYUM_SORTS, SIYUM_STATUS_FILTERS } from '@siyum/domain';
import type { CommunityQuery } from '@siyum/features';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

/**
 * /community's search, filters and sort as the address bar holds them (`?q=&text=&status=&sort=`),
 * so Back, a reload or a shared link shows the same list. Unknown values fall back to the defaults
 * and an overlong search is cut to what the API accepts: an address is anyone's to type.
 */
export function communityQueryFrom(params: URLSearchParams): CommunityQuery {
  const search = params.get('q')?.trim().slice(0, SIYUM_LIMITS.searchMax);
  const corpus = CORPUS_IDS.find((id) => id === params.get('text'));
  return {
    ...(search ? { search } : {}),
    ...(corpus ? { corpus } : {}),
    status: pick(SIYUM_STATUS_FILTERS, params.get('status'), 'all'),
    sort: pick(SIYUM_SORTS, params.get('sort'), 'targetDate'),
  };
}

/** The address bar's parameters for a query: only what differs from the defaults. */
export function communityParams(query: CommunityQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.corpus) params.set('text', query.corpus);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.sort !== 'targetDate') params.set('sort', query.sort);
  return params;
}

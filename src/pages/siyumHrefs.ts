import { siyumPaths } from '@siyum/domain';
import type { MySiyumimHrefs, SiyumManageHrefs } from '@siyum/features';

/** Where a siyum's pages live, as the dashboard cards link them (domain `siyumPaths`, §2). */
export const siyumHrefs: MySiyumimHrefs = siyumPaths;

/** Where a siyum's §6 pages live: what the siyum page's manage links point at. */
export function siyumManageHrefs(siyum: { id: number }): SiyumManageHrefs {
  return {
    edit: siyumPaths.edit(siyum),
    participants: siyumPaths.participants(siyum),
    admins: siyumPaths.admins(siyum),
  };
}

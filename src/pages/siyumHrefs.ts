import { siyumPath } from '@siyum/domain';
import type { MySiyumimHrefs, SiyumManageHrefs } from '@siyum/ui/siyum';

const participantsPath = (siyum: { id: number }) => `/participants/${siyum.id}`;
const adminsPath = (siyum: { id: number }) => `/admins/${siyum.id}`;

/** Where a siyum's pages live (§2 routes). */
export const siyumHrefs: MySiyumimHrefs = {
  siyum: siyumPath,
  progress: (siyum) => `/progress/${siyum.id}`,
  participants: participantsPath,
  admins: adminsPath,
};

/** Where a siyum's §6 pages live: what the siyum page's manage links point at. */
export function siyumManageHrefs(siyum: { id: number }): SiyumManageHrefs {
  return { edit: `/edit/${siyum.id}`, participants: participantsPath(siyum), admins: adminsPath(siyum) };
}

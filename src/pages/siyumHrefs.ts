import { siyumPath } from '@siyum/domain';
import type { MySiyumimHrefs } from '@siyum/ui/siyum';

/** Where a siyum's pages live (§2 routes). */
export const siyumHrefs: MySiyumimHrefs = {
  siyum: siyumPath,
  progress: (siyum) => `/progress/${siyum.id}`,
  participants: (siyum) => `/participants/${siyum.id}`,
  admins: (siyum) => `/admins/${siyum.id}`,
};

import type { MySiyumimHrefs } from '@siyum/ui/siyum';

/** Where a siyum's pages live (§2 routes). */
export const siyumHrefs: MySiyumimHrefs = {
  siyum: (siyum) => `/s/${siyum.id}`,
  progress: (siyum) => `/progress/${siyum.id}`,
  participants: (siyum) => `/participants/${siyum.id}`,
  admins: (siyum) => `/admins/${siyum.id}`,
};

import { z } from 'zod';

/**
 * One per-siyum permission entry held by a user who is not the siyum's owner (spec §3). A plain
 * type, not `z.infer`: the published widgets (`@siyum/ui/session`) name it, and an inferred type
 * would pull zod's declarations into theirs.
 */
export interface SiyumPermission {
  siyum: number;
  editSiyum: boolean;
  editSignup: boolean;
  updateUsers: boolean;
}
export const siyumPermissionSchema = z.object({
  siyum: z.number().int().positive(),
  editSiyum: z.boolean(),
  editSignup: z.boolean(),
  updateUsers: z.boolean(),
}) satisfies z.ZodType<SiyumPermission>;

export const userPrefsSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  userID: z.number().int(),
  platform: z.string(),
  playbackSpeed: z.number().nullable(),
  israeliTimeZone: z.boolean().nullable(),
  autoDownloadPlaylist: z.boolean().nullable(),
  downloadOverWifi: z.boolean().nullable(),
  autoPlay: z.boolean().nullable(),
  fontSize: z.number().int().nullable(),
  backgroundColor: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type UserPrefs = z.infer<typeof userPrefsSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  cellPhone: z.string().nullable(),
  personId: z.string().nullable(),
  street: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  verified: z.boolean(),
  isApt: z.boolean(),
  userPrefs: userPrefsSchema.nullable(),
  siyum_permission: z.array(siyumPermissionSchema),
});
export type User = z.infer<typeof userSchema>;

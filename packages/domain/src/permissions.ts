import type { SiyumPermission } from './user';

/** The least the permission rules need to know about a siyum: who owns it (spec §3 `user.id`). */
export interface SiyumOwnership {
  id: number;
  user: { id: number };
}

/** The least they need to know about the viewer; `null` is a signed-out visitor. */
export interface Viewer {
  id: number;
  siyum_permission: readonly SiyumPermission[];
}

/** Pages guarded per siyum (spec §6). */
export type SiyumArea = 'edit' | 'participants' | 'admins';

export function isOwner(viewer: Viewer | null, siyum: SiyumOwnership): boolean {
  return viewer !== null && viewer.id === siyum.user.id;
}

function permissionFor(viewer: Viewer, siyumId: number): SiyumPermission | undefined {
  return viewer.siyum_permission.find((entry) => entry.siyum === siyumId);
}

/**
 * Spec §6: the owner may open every area; another user with a permission entry may edit with
 * editSiyum or editSignup, manage participants with updateUsers or editSignup; admins is owner-only.
 * Everyone else, visitors included, may not.
 */
export function canAccess(area: SiyumArea, viewer: Viewer | null, siyum: SiyumOwnership): boolean {
  if (viewer === null) return false;
  if (isOwner(viewer, siyum)) return true;
  const entry = permissionFor(viewer, siyum.id);
  if (!entry) return false;
  switch (area) {
    case 'edit':
      return entry.editSiyum || entry.editSignup;
    case 'participants':
      return entry.updateUsers || entry.editSignup;
    case 'admins':
      return false;
  }
}

/** Deleting a siyum (with its portions, learnings and photo) is the owner's alone: helpers edit, never destroy. */
export function canDeleteSiyum(viewer: Viewer | null, siyum: SiyumOwnership): boolean {
  return isOwner(viewer, siyum);
}

/** Whether an action on a learning names the viewer's own (`learnerId` absent means the viewer). */
export function isOwnLearning(viewer: Pick<Viewer, 'id'>, learnerId: number | undefined): boolean {
  return learnerId === undefined || learnerId === viewer.id;
}

/**
 * The portion rule: a learning (release, complete, assign) may be acted on by its own learner, or by
 * whoever may manage the participants (§6) of the portion's siyum. Own learnings need no siyum, so a
 * caller may check `isOwnLearning` first and load the siyum only for someone else's.
 */
export function canActOnLearning(
  viewer: Viewer | null,
  learnerId: number | undefined,
  siyum: SiyumOwnership,
): boolean {
  if (viewer === null) return false;
  return isOwnLearning(viewer, learnerId) || canAccess('participants', viewer, siyum);
}

/**
 * Writing to a siyum's learners by email (issue 22): the organizer, and helpers who manage its
 * users (updateUsers) — not those who only edit sign-ups.
 */
export function canWriteToLearners(viewer: Viewer | null, siyum: SiyumOwnership): boolean {
  if (viewer === null) return false;
  return isOwner(viewer, siyum) || permissionFor(viewer, siyum.id)?.updateUsers === true;
}

import {
  canAccess,
  canActOnLearning,
  canWriteToLearners,
  isOwnLearning,
  type SiyumArea,
} from '@siyum/domain';
import { failure } from '../infra/errors';
import * as portionService from '../services/portions';
import * as siyumService from '../services/siyums';
import { loadViewer } from '../services/users';
import type { Context } from './context';
import { requireAccess, type UserContext, viewerOf } from './init';

/** Loads a siyum's ownership and applies the §6 rule for `area`: NOT_FOUND, UNAUTHORIZED or FORBIDDEN. */
export async function authorizeSiyum(ctx: UserContext, area: SiyumArea, siyumId: number) {
  const siyum = await siyumService.getOwnership(ctx.deps.db, siyumId);
  requireAccess(area, ctx.user, siyum);
  return siyum;
}

/** Writing to a siyum's learners (canWriteToLearners): NOT_FOUND, else FORBIDDEN as the participants area answers. */
export async function authorizeWriting(ctx: UserContext, siyumId: number) {
  const siyum = await siyumService.getOwnership(ctx.deps.db, siyumId);
  if (!canWriteToLearners(viewerOf(ctx.user), { id: siyum.id, user: { id: siyum.ownerId } }))
    throw failure('FORBIDDEN', 'access:participants');
  return siyum;
}

/**
 * The portion rule (canActOnLearning): one's own learning needs nothing more, so the portion's siyum
 * is read only for another learner's. Answers whose learning it is.
 */
export async function authorizeLearning(
  ctx: UserContext,
  portionId: number,
  learnerId: number | undefined,
): Promise<{ learnerId: number; own: true } | { learnerId: number; own: false; siyumId: number }> {
  if (isOwnLearning(ctx.user, learnerId)) return { learnerId: ctx.user.id, own: true };
  const siyum = await portionService.portionSiyum(ctx.deps.db, portionId);
  if (!canActOnLearning(viewerOf(ctx.user), learnerId, { id: siyum.id, user: { id: siyum.ownerId } }))
    throw failure('FORBIDDEN', 'access:participants');
  return { learnerId: learnerId ?? ctx.user.id, own: false, siyumId: siyum.id };
}

/**
 * A claim (or completing a free portion) makes the claimer a member of the siyum (decision 0017),
 * so it asks what reading the siyum asks: an unlisted siyum's portion ids must not be a way in.
 */
export async function authorizeClaim(
  ctx: UserContext,
  portionId: number,
  key: string | undefined,
): Promise<void> {
  const siyum = await portionService.portionSiyum(ctx.deps.db, portionId);
  await authorizeRead(ctx, siyum.id, key);
}

/**
 * Who may read a siyum (decision 0019): a listed one, anyone; an unlisted one, whoever holds its
 * share key, manages it (§6 edit or participants) or takes part in it. Anyone else gets the
 * NOT_FOUND of a siyum that does not exist. Answers the key when the caller may share it.
 */
export async function authorizeRead(
  ctx: Context,
  id: number,
  key: string | undefined,
): Promise<{ manages: boolean }> {
  const siyum = await siyumService.getVisibility(ctx.deps.db, id);
  if (!siyum.unlisted) return { manages: false };
  const { db, viewers } = ctx.deps;
  const sub = ctx.identity?.sub;
  const viewer = sub ? await viewers.read(sub, () => loadViewer(db, sub)) : null;
  if (viewer) {
    const ownership = { id: siyum.id, user: { id: siyum.ownerId } };
    const v = viewerOf(viewer);
    if (canAccess('edit', v, ownership) || canAccess('participants', v, ownership)) return { manages: true };
  }
  if (key !== undefined && siyumService.matchesShareKey(key, siyum.shareToken)) return { manages: false };
  if (viewer && (await siyumService.takesPart(db, siyum.id, viewer.id))) return { manages: false };
  throw failure('NOT_FOUND', 'siyumNotFound');
}

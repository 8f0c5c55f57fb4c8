import { timingSafeEqual } from 'node:crypto';
import type { SharedSiyum } from '@siyum/domain';
import type { Db } from '../../db';
import { DomainError } from '../../infra/errors';
import { getSiyum } from './read';

/** Share keys are compared in constant time: an answer's timing says nothing of how much matched. */
export function matchesShareKey(given: string, actual: string): boolean {
  return given.length === actual.length && timingSafeEqual(Buffer.from(given), Buffer.from(actual));
}

/**
 * What a link preview of /s/{id} may show (decision 0019, read as a visitor without a session): a
 * listed siyum; an unlisted one only with its share key. An unknown siyum, or an unlisted one
 * without its key, is null — a preview must not tell the two apart.
 */
export async function sharedSiyum(db: Db, id: number, key: string | undefined): Promise<SharedSiyum | null> {
  let siyum: Awaited<ReturnType<typeof getSiyum>>;
  try {
    // As its manager would read it, so the answer carries the share key to compare with.
    siyum = await getSiyum(db, id, true);
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'siyumNotFound') return null;
    throw error;
  }
  if (siyum.visibility === 'unlisted') {
    if (key === undefined || siyum.shareKey === undefined || !matchesShareKey(key, siyum.shareKey))
      return null;
  }
  return {
    id: siyum.id,
    shareKey: key,
    title: siyum.title,
    dedicationKind: siyum.dedicationKind,
    dedicationNames: siyum.dedicationNames,
    targetDate: siyum.targetDate,
    progress: siyum.progress,
    photo: siyum.photo,
    locale: siyum.organizerLocale,
  };
}

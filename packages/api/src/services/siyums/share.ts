import { timingSafeEqual } from 'node:crypto';
import type { SharedSiyum, Siyum } from '@siyum/domain';
import type { Db } from '../../db';
import { DomainError } from '../../infra/errors';
import { getSiyum } from './read';

/** Share keys are compared in constant time: an answer's timing says nothing of how much matched. */
export function matchesShareKey(given: string, actual: string): boolean {
  return given.length === actual.length && timingSafeEqual(Buffer.from(given), Buffer.from(actual));
}

/**
 * A siyum as a visitor without a session reads it (decision 0019; `siyum.byId`'s answer to them):
 * a listed siyum; an unlisted one only with its share key, and without the key in the answer (the
 * page adds it from its link). An unknown siyum, or an unlisted one without its key, is null — a
 * link preview must not tell the two apart.
 */
export async function visitorSiyum(db: Db, id: number, key: string | undefined): Promise<Siyum | null> {
  let siyum: Siyum;
  try {
    // As its manager would read it, so the answer carries the share key to compare with.
    siyum = await getSiyum(db, id, true);
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'siyumNotFound') return null;
    throw error;
  }
  const { shareKey, ...visible } = siyum;
  if (siyum.visibility === 'unlisted') {
    if (key === undefined || shareKey === undefined || !matchesShareKey(key, shareKey)) return null;
  }
  return visible;
}

/** What a link preview of /s/{id} shows of a siyum, opened with the link's `key`. */
export function sharedSiyumOf(siyum: Siyum, key: string | undefined): SharedSiyum {
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

/** Postgres error code of a driver error (node-postgres sets `code`), if any. */
export function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The codes the API acts on. */
export const PG_CODES = {
  /** A foreign key points at a row that is gone (e.g. a portion dropped by a re-division). */
  foreignKeyViolation: '23503',
  /** A unique index already holds that value (e.g. an email another account owns). */
  uniqueViolation: '23505',
  /** Text the database cannot store (a NUL character in UTF-8): bad input. */
  characterNotInRepertoire: '22021',
  /** Text with no equivalent in the database's encoding: bad input. */
  untranslatableCharacter: '22P05',
  /** statement_timeout or a cancelled query. */
  queryCanceled: '57014',
  /** The transaction could not be serialised; it was rolled back and may simply run again. */
  serializationFailure: '40001',
  /** Chosen as a deadlock's victim; rolled back, may simply run again. */
  deadlockDetected: '40P01',
} as const;

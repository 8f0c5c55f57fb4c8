/**
 * Pure helpers shared by the form primitives: ids that wire a control to its description and
 * error text. Kept free of React so they are unit-tested in node.
 */

type MaybeId = string | false | null | undefined;

/** Joins ids for `aria-describedby`, skipping empties and repeats; undefined when none remain. */
export function joinIds(...ids: MaybeId[]): string | undefined {
  const seen = new Set<string>();
  for (const value of ids) {
    if (!value) continue;
    for (const id of value.split(/\s+/)) if (id) seen.add(id);
  }
  return seen.size > 0 ? [...seen].join(' ') : undefined;
}

export interface FieldIds {
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** Description first, then error, then any ids the caller already had. */
  describedBy: string | undefined;
}

/**
 * The ids of a field's description and error text, and the `aria-describedby` that points at them.
 * An id exists only when its text does, so the control is never described by a missing element.
 */
export function fieldIds(
  controlId: string,
  parts: { description?: boolean; error?: boolean; describedBy?: string | undefined },
): FieldIds {
  const descriptionId = parts.description ? `${controlId}-description` : undefined;
  const errorId = parts.error ? `${controlId}-error` : undefined;
  return { descriptionId, errorId, describedBy: joinIds(descriptionId, errorId, parts.describedBy) };
}

/** True when an error or description value would render something visible. */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

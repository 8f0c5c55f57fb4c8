/**
 * The wizard's validation: the schema's rules with the catalogue's wording, plus the one rule of
 * its own (the siyum date is today or later). Pure apart from the resolver's call: unit-tested in node.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  format,
  SIYUM_LIMITS,
  type SiyumCreateInput,
  siyumCreateInputSchema,
  siyumCreateMessages,
} from '@siyum/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { type CreateMessages, isField, type SiyumCreateField, type SiyumCreateValues } from './createSteps';
import { isBeforeToday } from './siyumDay';

type ErrorLike = { type?: unknown } | undefined;

/**
 * The catalogue message for a schema error on `field`. The schema's own messages ("Too small:
 * expected string to have >=1 characters", "Expected YYYY-MM-DD") are written for developers;
 * the rule stays the schema's, only the wording changes here.
 */
export function friendlyMessage(
  field: SiyumCreateField,
  error: ErrorLike,
  values: SiyumCreateInput,
  m: CreateMessages = siyumCreateMessages,
): string {
  const tooBig = error?.type === 'too_big';
  switch (field) {
    case 'title':
      return tooBig ? format(m.titleTooLong, { max: SIYUM_LIMITS.titleMax }) : m.titleRequired;
    case 'dedicationNames':
      return format(m.dedicationNamesTooLong, { max: SIYUM_LIMITS.dedicationNamesMax });
    case 'description':
      return format(m.descriptionTooLong, { max: SIYUM_LIMITS.descriptionMax });
    case 'targetDate':
      return (values.targetDate ?? '').trim() === '' ? m.targetDateRequired : m.targetDateInvalid;
    case 'timeZone':
      return m.timeZoneInvalid;
    case 'corpus':
      return m.corpusRequired;
    case 'unit':
      return m.unitInvalid;
    case 'scope':
      return m.scopeInvalid;
    case 'dedicationKind':
    case 'visibility':
    case 'claimPolicy':
    case 'photo':
      return m.chooseOption;
  }
}

/**
 * Replaces the schema's messages with the catalogue's and adds the wizard's one rule of its own: the
 * siyum date is today or later (the schema checks only that it is a date; `today` comes from the
 * caller so stories and tests do not depend on the clock).
 */
export function friendlyErrors(
  errors: FieldErrors<SiyumCreateInput>,
  values: SiyumCreateInput,
  today: string,
  m: CreateMessages = siyumCreateMessages,
): FieldErrors<SiyumCreateInput> {
  const out: FieldErrors<SiyumCreateInput> = {};
  for (const [name, error] of Object.entries(errors) as [string, FieldError | undefined][]) {
    if (!isField(name) || error === undefined) continue;
    const type = typeof error.type === 'string' && error.type !== '' ? error.type : 'custom';
    out[name] = { type, message: friendlyMessage(name, error, values, m), ref: error.ref };
  }
  if (out.targetDate === undefined && isBeforeToday(values.targetDate ?? '', today)) {
    out.targetDate = { type: 'min', message: m.targetDatePast };
  }
  return out;
}

/** react-hook-form's zod resolver over `siyumCreateInputSchema`, with friendly messages (`m`'s wording). */
export function createSiyumResolver(
  today: string,
  m: CreateMessages = siyumCreateMessages,
): Resolver<SiyumCreateInput, unknown, SiyumCreateValues> {
  const schemaResolver = zodResolver(siyumCreateInputSchema);
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors = friendlyErrors(result.errors, values, today, m);
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}

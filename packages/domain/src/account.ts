import type { MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import { FONT_SIZE_VALUES, isKnownPlatform, PLATFORM_MAX_LENGTH, PLATFORMS } from './constants';
import { timeZoneSchema } from './mailPrefs';
import { validationMessages } from './messages';
import { ROUTE_MIDDLEWARE, type RouteRule } from './navigation';
import { isCompletePhoneValue, phoneValueOf } from './phone';
import { trimmed } from './schemaParts';
import { SIYUM_LIMITS } from './siyumValues';

/** Schemas of a user's own account: platform, preferences, profile, and the route rule read. */

/**
 * The platform name every auth and prefs call carries (spec §7): one of PLATFORMS, so the prefs
 * rows per user stay bounded. Typed as a string, as the public config gives it.
 */
export const platformSchema = z
  .string()
  .min(1)
  .max(PLATFORM_MAX_LENGTH)
  .refine(isKnownPlatform, `Unknown platform (expected ${PLATFORMS.join(', ')})`);

/** userPref.addUserPref: the prefs plus platform (spec §7); absent fields keep their value. */
export const addUserPrefInputSchema = z
  .object({
    platform: platformSchema,
    playbackSpeed: z.number().min(0.25).max(4).nullable().optional(),
    israeliTimeZone: z.boolean().nullable().optional(),
    autoDownloadPlaylist: z.boolean().nullable().optional(),
    downloadOverWifi: z.boolean().nullable().optional(),
    autoPlay: z.boolean().nullable().optional(),
    fontSize: z
      .number()
      .int()
      .refine((n) => (FONT_SIZE_VALUES as readonly number[]).includes(n), 'Font size is 12, 16 or 20')
      .nullable()
      .optional(),
    backgroundColor: z.string().max(20).nullable().optional(),
    data: z
      .record(z.string().max(64), z.unknown())
      .refine((d) => JSON.stringify(d).length <= 4000, 'Too much data')
      .nullable()
      .optional(),
  })
  .strict();
export type AddUserPrefInput = z.input<typeof addUserPrefInputSchema>;

export const platformInputSchema = z.object({ platform: platformSchema }).strict();

/**
 * auth.createUser: §7's body {platform}, and optionally the browser's time zone (issue 22), which
 * becomes the account's when it has none yet.
 */
export const createUserInputSchema = platformInputSchema.extend({ timeZone: timeZoneSchema.optional() });

/**
 * A phone number as the API takes it: any text the phone rule (`./phone`) reads as a valid
 * international number, answered as its `+<digits>` value; anything else is refused with the §5
 * message. `metadata` must be the tier the phone field uses (`@siyum/domain/phone-metadata`).
 */
export function phoneNumberSchema(metadata: MetadataJson) {
  return z.string().transform((text, ctx) => {
    const value = phoneValueOf(text, undefined, metadata);
    if (isCompletePhoneValue(value)) return value;
    ctx.addIssue({ code: 'custom', message: validationMessages.phoneNotAllowed });
    return z.NEVER;
  });
}

/**
 * auth.updateUser (spec §7): the profile fields; isVerified is true when the address came from a
 * suggestion. Built with the phone metadata, which the caller supplies (see `phoneNumberSchema`).
 */
export function createUpdateUserInputSchema(metadata: MetadataJson) {
  return z
    .object({
      street: trimmed(200).nullable().optional(),
      street2: trimmed(200).nullable().optional(),
      city: trimmed(100).nullable().optional(),
      state: trimmed(100).nullable().optional(),
      lastName: trimmed(SIYUM_LIMITS.personNameMax).nullable().optional(),
      firstName: trimmed(SIYUM_LIMITS.personNameMax).nullable().optional(),
      phone_number: phoneNumberSchema(metadata).nullable().optional(),
      zip: trimmed(20).nullable().optional(),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'Two-letter country code')
        .nullable()
        .optional(),
      isVerified: z.boolean().optional(),
    })
    .strict();
}
export type UpdateUserInput = z.input<ReturnType<typeof createUpdateUserInputSchema>>;

/** Route-rule look-up (spec §2): the answer comes from the route table in `./navigation`. */
/** True when every `%` in the path starts a valid UTF-8 percent-encoding (decodeURIComponent would not throw). */
function isWellEncoded(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const routeRuleInputSchema = z
  .object({
    path: z.string().min(1).max(2000).startsWith('/').refine(isWellEncoded, 'Malformed percent-encoding'),
  })
  .strict();
export const routeRuleSchema = z.object({
  path: z.string(),
  redirect: z.string().optional(),
  middleware: z.partialRecord(z.enum(ROUTE_MIDDLEWARE), z.boolean()),
}) satisfies z.ZodType<RouteRule>;

/** What the public board shows of a learner: first name and last initial. */
export function publicName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first && !initial) return 'Anonymous';
  return initial ? `${first} ${initial}.`.trim() : first;
}

/**
 * The phone metadata every side validates with: libphonenumber-js's `min` set (possible lengths and
 * number patterns per country — what spec §5 asks for). The browser's phone field loads this module
 * lazily, the server imports it; both pass it to the rule in `./phone`.
 *
 * Why `min` on the server too: the field must not accept a number the server then refuses (with the
 * `max` set the server rejected +972501234567, which the field offered as valid), and `max` would add
 * ~20 kB gzip to every page with a phone field. One tier, chosen here, keeps the two verdicts equal.
 *
 * Reached through its own entry point (`@siyum/domain/phone-metadata`), never the package index, so
 * nothing pulls the data in by accident.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

export const phoneMetadata: MetadataJson = metadata;

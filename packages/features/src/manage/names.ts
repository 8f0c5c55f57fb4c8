/**
 * What the pages call a person, apart from manage.ts's form checks (which hold the API's email
 * schema): the siyum page's gaps panels name learners without loading zod.
 */

/** "Rivka Levin", "Rivka" or `null` when the person gave no name. */
export function fullName(person: { firstName: string | null; lastName: string | null }): string | null {
  const name = [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** What a row calls the person: their name, or their email when they gave none. */
export function displayName(person: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return fullName(person) ?? person.email;
}

import type { z } from 'zod';

/** What a form shows after validating `value`: the first message per field (dotted path); {} when valid. */
export function firstMessages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    shown[path] ??= issue.message;
  }
  return shown;
}

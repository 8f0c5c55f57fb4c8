/**
 * The forms' validation messages in the provider's words. The domain's schemas (shared with the API)
 * write their messages from the English catalogue; a form shows each one as the nearest
 * `UiMessagesProvider` words it: the message is matched to the English sentence it was made from
 * (`{placeholders}` included) and written again from the provider's section. Pure: no React.
 */
import { format, validationMessages } from '@siyum/domain';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A flat catalogue section: a sentence by key. */
export type SectionStrings = Readonly<Record<string, string>>;

interface Template {
  key: string;
  /** The English sentence with its placeholders as capture groups. */
  pattern: RegExp;
  placeholders: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One list per English section, made on first use.
const templatesBySection = new WeakMap<SectionStrings, readonly Template[]>();

function templatesOf(english: SectionStrings): readonly Template[] {
  let templates = templatesBySection.get(english);
  if (!templates) {
    templates = Object.entries(english).map(([key, sentence]) => ({
      key,
      pattern: new RegExp(`^${sentence.split(PLACEHOLDER).map(literalOrGroup).join('')}$`, 's'),
      placeholders: [...sentence.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''),
    }));
    templatesBySection.set(english, templates);
  }
  return templates;
}

// `split` with a capturing pattern alternates literal text (even) and placeholder names (odd).
const literalOrGroup = (part: string, index: number) => (index % 2 === 0 ? escapeRegExp(part) : '(.*?)');

/**
 * `message` in the words of `strings` when it is one of `english`'s sentences (placeholders filled
 * again with the values it was written with); any other text as it is.
 */
export function rewordMessage(
  message: string,
  strings: SectionStrings = validationMessages,
  english: SectionStrings = validationMessages,
): string {
  if (strings === english) return message;
  for (const { key, pattern, placeholders } of templatesOf(english)) {
    const match = pattern.exec(message);
    const wording = strings[key];
    if (!match || wording === undefined) continue;
    return format(
      wording,
      Object.fromEntries(placeholders.map((name, index) => [name, match[index + 1] ?? ''])),
    );
  }
  return message;
}

/** Every `message` of a react-hook-form error tree, reworded (the fields' `ref`s are left alone). */
function rewordErrors<T>(errors: T, reword: (message: string) => string): T {
  if (Array.isArray(errors)) return errors.map((error: unknown) => rewordErrors(error, reword)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value;
    else if (key === 'message' && typeof value === 'string') out[key] = reword(value);
    else out[key] = rewordErrors(value, reword);
  }
  return out as T;
}

/**
 * A form resolver (e.g. `zodResolver(schema)` over a domain schema) whose messages are worded by
 * `strings`, the validation section of the nearest provider (`useUiMessages`); the English section
 * unless given, when the resolver is returned as it is.
 */
export function rewordedResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>,
  strings: SectionStrings = validationMessages,
  english: SectionStrings = validationMessages,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  if (strings === english) return resolver;
  const reword = (message: string) => rewordMessage(message, strings, english);
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: rewordErrors(result.errors, reword) } as typeof result;
  };
}

import { type BilingualName, localName, localNameLocale } from '@siyum/domain';
import { useUiLocale } from '@siyum/ui/messages';

export interface NameWithHebrewProps {
  en: string;
  /** The Hebrew name; nothing is drawn for it when empty. */
  he: string;
  enClassName: string;
  heClassName: string;
}

/**
 * An English name, then its Hebrew name (right-to-left, in Hebrew) when it has one. A Hebrew
 * reader sees the Hebrew name alone, as the main name (`enClassName`); where there is none, the
 * English one (`LocalName`).
 */
export function NameWithHebrew({ en, he, enClassName, heClassName }: NameWithHebrewProps) {
  const { locale } = useUiLocale();
  if (locale === 'he') return <LocalName name={{ en, he }} className={enClassName} />;
  return (
    <>
      <span className={enClassName}>{en}</span>
      {he ? (
        <span className={heClassName} lang="he" dir="rtl">
          {he}
        </span>
      ) : null}
    </>
  );
}

export interface LocalNameProps {
  name: BilingualName;
  /** A class for the element holding the name; without one, a name in the reader's language is bare text. */
  className?: string | undefined;
}

/**
 * A text's, book's or portion's name in the reader's language (`localName`). An English name on a
 * Hebrew page (a portion stored without a Hebrew label) is isolated in `<bdi lang="en">`, so it
 * keeps its own direction inside the right-to-left line.
 */
export function LocalName({ name, className }: LocalNameProps) {
  const { locale } = useUiLocale();
  const text = localName(name, locale);
  if (localNameLocale(name, locale) !== locale)
    return (
      <bdi className={className} lang="en">
        {text}
      </bdi>
    );
  return className ? <span className={className}>{text}</span> : text;
}

/**
 * A portion's labels, as the board, my learnings and the progress table write them: the
 * English in `{block}__label`, the Hebrew in `{block}__label-he` (a Hebrew reader: the Hebrew
 * alone, in `{block}__label`).
 */
export function PortionLabel({
  portion,
  block,
}: {
  portion: { labelEn: string; labelHe: string };
  block: string;
}) {
  return (
    <NameWithHebrew
      en={portion.labelEn}
      he={portion.labelHe}
      enClassName={`${block}__label`}
      heClassName={`${block}__label-he`}
    />
  );
}

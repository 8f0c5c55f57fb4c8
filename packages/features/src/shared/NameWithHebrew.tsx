export interface NameWithHebrewProps {
  en: string;
  /** The Hebrew name; nothing is drawn for it when empty. */
  he: string;
  enClassName: string;
  heClassName: string;
}

/** An English name, then its Hebrew name (right-to-left, in Hebrew) when it has one. */
export function NameWithHebrew({ en, he, enClassName, heClassName }: NameWithHebrewProps) {
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

/**
 * A portion's labels, as the board, my learnings and the progress table write them: the
 * English in `{block}__label`, the Hebrew in `{block}__label-he`.
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

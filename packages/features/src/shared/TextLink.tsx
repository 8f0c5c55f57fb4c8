import {
  format,
  labelNames,
  localName,
  type PortionSpec,
  sefariaUrl,
  siyumBoardMessages,
} from '@siyum/domain';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';

export interface TextLinkProps {
  /** The portion whose text it opens: its ref makes the address, its labels the link's name. */
  portion: Pick<PortionSpec, 'ref' | 'labelEn' | 'labelHe'>;
}

/**
 * One tap to the text (issue 24): the portion on Sefaria, in a new tab, in the reader's language.
 * The address is built from the ref (no network call); a ref Sefaria has no address for draws nothing.
 */
export function TextLink({ portion }: TextLinkProps) {
  const m = useUiMessages('siyumBoard', siyumBoardMessages);
  const { locale } = useUiLocale();
  const href = sefariaUrl(portion.ref, locale);
  if (!href) return null;
  return (
    <a
      className="siyum-text-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={format(m.textLinkFor, { portion: localName(labelNames(portion), locale) })}
    >
      {m.textLink}
      <span className="siyum-text-link__arrow" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

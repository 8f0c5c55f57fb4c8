import type { DedicationKind } from '@siyum/domain';
import { AppLink } from '@siyum/ui/shell';
import type { ReactNode } from 'react';

export interface CardTitleProps {
  level: 2 | 3 | 4;
  id?: string | undefined;
  /** The widget's block: the heading is also `{block}__title`, the link `{block}__link`. */
  block: string;
  href: string;
  onNavigate: ((path: string) => void) | undefined;
  /** The title (a siyum's, in its own direction). */
  children: ReactNode;
}

/** A siyum's title as a heading that links to it: a card's, or a group's in my learnings. */
export function CardTitle({ level, id, block, href, onNavigate, children }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={id} className={`${block}__title siyum-card-title`}>
      <AppLink
        className={`${block}__link siyum-card-title__link`}
        href={href}
        onNavigate={onNavigate}
        dir="auto"
      >
        {children}
      </AppLink>
    </Heading>
  );
}

/** A siyum card's dedication line under its title ("L’iluy nishmas …"), in the names' own direction; nothing without one. */
export function CardDedication({ kind, text }: { kind: DedicationKind; text: string | null }) {
  if (!text) return null;
  return (
    <p className="siyum-card__dedication" data-kind={kind} dir="auto">
      {text}
    </p>
  );
}

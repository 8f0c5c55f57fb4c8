/**
 * The icon factory: one `<svg>` wrapper for every icon of the library and of the widgets built on it.
 * An icon is decorative: hidden from assistive technology (the control around it carries the name)
 * and never focusable; `currentColor` follows the text and CSS sets the size through `className`.
 */
import type { ReactNode, SVGProps } from 'react';

/** What every icon takes. */
export interface IconProps {
  className?: string | undefined;
}

/** The `<svg>` attributes an icon draws with: its grid and, for a line icon, the stroke its shapes inherit. */
export type IconFrame = Omit<SVGProps<SVGSVGElement>, 'className' | 'children' | 'ref'>;

/** An icon component: `IconProps` plus whatever picks its glyph (`light`, `site`…). */
export interface IconComponent<P extends object = object> {
  (props: IconProps & P): ReactNode;
  displayName?: string;
}

/** A grid whose shapes paint themselves (filled marks, two-colour glyphs). */
/* @__NO_SIDE_EFFECTS__ */
export function iconGrid(size: 16 | 24): IconFrame {
  return { viewBox: `0 0 ${size} ${size}` };
}

/** A grid of outlined glyphs: every shape is stroked in the text colour, with round ends and corners. */
/* @__NO_SIDE_EFFECTS__ */
export function lineGrid(size: 16 | 24, strokeWidth: number): IconFrame {
  return {
    ...iconGrid(size),
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
}

/**
 * Makes an icon component from its frame and its glyph: the shapes, or a function of the icon's own
 * props that returns them. Free of side effects, so a bundle keeps only the icons it draws; module-level
 * calls are also marked pure at the call site, for bundlers that read only that annotation.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createIcon<P extends object = object>(
  name: string,
  frame: IconFrame,
  glyph: ReactNode | ((props: P) => ReactNode),
): IconComponent<P> {
  const Icon: IconComponent<P> = ({ className, ...props }) => (
    <svg {...frame} className={className} aria-hidden="true" focusable="false">
      {typeof glyph === 'function' ? glyph(props as P) : glyph}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

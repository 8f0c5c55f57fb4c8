/**
 * Every icon the widgets draw, in one place. Decorative only: hidden from assistive technology
 * (the control around an icon carries the name) and never focusable; `currentColor` follows the text.
 */
import type { ReactNode, SVGProps } from 'react';

interface IconProps {
  className?: string | undefined;
}

function Icon({ viewBox = '0 0 16 16', ...svg }: SVGProps<SVGSVGElement>) {
  return <svg viewBox={viewBox} aria-hidden="true" focusable="false" {...svg} />;
}

/** The "opens a list" chevron; `light` is the phone field's thinner, square-ended one. */
export function ChevronIcon({ className, light = false }: IconProps & { light?: boolean }) {
  return (
    <Icon className={className}>
      {light ? (
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      ) : (
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      )}
    </Icon>
  );
}

/** A tick: the chosen option of a list. */
export function CheckIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M3.5 8.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Two ticks: the "Select all" row. */
export function CheckAllIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M1.5 8.5l2.5 2.5 5-6M7 10.5l.5.5 5-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A tick in a filled circle: something was confirmed (a verified address). */
export function CheckCircleIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path
        d="M4.8 8.3l2.1 2.1 4.3-4.6"
        fill="none"
        stroke="var(--card)"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A cross: removes a chip. */
export function CrossIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M4.5 4.5l7 7m0-7l-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </Icon>
  );
}

/** A magnifier: marks a search box. */
export function SearchIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10.5 10.5L14 14" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </Icon>
  );
}

/** A map pin: an address suggestion. */
export function PinIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M8 14.5s4.5-4.1 4.5-7.7A4.5 4.5 0 0 0 3.5 6.8c0 3.6 4.5 7.7 4.5 7.7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <circle cx="8" cy="6.8" r="1.6" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </Icon>
  );
}

/** An eye; crossed out while a password is shown (pressing again hides it). */
export function EyeIcon({ className, crossed }: IconProps & { crossed: boolean }) {
  return (
    <Icon
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </Icon>
  );
}

/** An exclamation mark in a filled circle: a form-level error. */
export function AlertIcon({ className }: IconProps) {
  return (
    <Icon className={className} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6" stroke="var(--card)" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="16.6" r="1.3" fill="var(--card)" />
    </Icon>
  );
}

/** Outlined 24-unit glyphs of the shell: stroked in the text colour. */
export function LineIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <Icon
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </Icon>
  );
}

/** Four tiles: the dashboard. */
export function DashboardIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />
    </LineIcon>
  );
}

/** Simplified marks of the social networks the footer links to. */
const SOCIAL_GLYPHS = {
  instagram:
    'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.2 6.8v.01',
  youtube:
    'M6 5.5h12a3.5 3.5 0 0 1 3.5 3.5v6a3.5 3.5 0 0 1-3.5 3.5H6A3.5 3.5 0 0 1 2.5 15V9A3.5 3.5 0 0 1 6 5.5zM10 9v6l5-3z',
  x: 'M4.5 4h4l11 16h-4zM19.5 4l-6.4 7.2M4.5 20l6.4-7.2',
  whatsapp:
    'M4 20l1.2-3.9a8.5 8.5 0 1 1 3.1 3zM9 8.5c0 3.4 3.1 6.5 6.5 6.5l1-1.6-2.1-1-1 .9c-1-.5-2-1.4-2.5-2.5l.9-1-1-2.1z',
} as const;

export function SocialIcon({ className, site }: IconProps & { site: keyof typeof SOCIAL_GLYPHS }) {
  return (
    <LineIcon className={className}>
      <path d={SOCIAL_GLYPHS[site]} />
    </LineIcon>
  );
}

/** The two app stores: an "A" in a tile, and a play triangle. */
export function StoreIcon({ className, store }: IconProps & { store: 'appStore' | 'playStore' }) {
  return (
    <LineIcon className={className}>
      <path
        d={
          store === 'appStore'
            ? 'M7 3.5h10A3.5 3.5 0 0 1 20.5 7v10a3.5 3.5 0 0 1-3.5 3.5H7A3.5 3.5 0 0 1 3.5 17V7A3.5 3.5 0 0 1 7 3.5zM8.5 16.5l3.5-9 3.5 9M9.8 13.2h4.4'
            : 'M6 3.8l13 8.2-13 8.2z'
        }
      />
    </LineIcon>
  );
}

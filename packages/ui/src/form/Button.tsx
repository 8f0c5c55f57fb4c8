import { formMessages } from '@siyum/domain';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { type SlotProps, slotInto } from '../internal/slot';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { Spinner } from '../spinner';
import './form.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'link', 'destructive'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['sm', 'md'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress: shows a 24 px spinner over the label (which keeps the width), sets
   * `aria-busy` and swallows clicks and form submission. Unlike `disabled` the button keeps focus,
   * so a keyboard user is not dropped to the top of the page mid-request.
   */
  busy?: boolean;
  /** Accessible name of the spinner while busy. */
  busyLabel?: string;
  /**
   * Draws the one child element (a link: `<a href>`, a router's `<Link>`) as this button instead of
   * rendering a `<button>`: it takes the look, `busy` and the click handler; its own content becomes
   * the label. `type` does not apply, and `disabled` makes it `aria-disabled` and swallows clicks.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product. `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  asChild = false,
  type = 'button',
  disabled,
  className,
  onClick,
  children,
  ref,
  ...button
}: ButtonProps) {
  const messages = useUiMessages('form', formMessages);
  // A link cannot be disabled natively: it is marked and its clicks are swallowed, as when busy.
  const inert = busy || (asChild && disabled === true);
  const click = (event: MouseEvent<HTMLElement>) => {
    if (inert) {
      // Also stops the submit a type="submit" button would start (Enter in a field clicks it too),
      // and a link's navigation.
      event.preventDefault();
      return;
    }
    onClick?.(event as MouseEvent<HTMLButtonElement>);
  };
  const look = {
    className: cx('siyum-button', className),
    'data-variant': variant,
    'data-size': size,
    'data-busy': busy ? '' : undefined,
    'aria-busy': busy || undefined,
    'aria-disabled': inert || undefined,
    onClick: click,
  };
  // The label wraps the content: the button's own children, or those of the element it draws.
  const content = (label: ReactNode) => (
    <>
      <span className="siyum-button__label">{label}</span>
      {busy && (
        <span className="siyum-button__spinner">
          <Spinner size={24} label={busyLabel ?? messages.busy} />
        </span>
      )}
    </>
  );
  if (asChild) {
    // The element drawn is the child's (a link): the caller's button ref reaches it as an HTMLElement.
    const slot: SlotProps = {
      ...button,
      ...look,
      'data-disabled': disabled ? '' : undefined,
      ref: ref as Ref<HTMLElement>,
    };
    return slotInto(children, slot, content);
  }
  return (
    <button ref={ref} type={type} disabled={disabled} {...button} {...look}>
      {content(children)}
    </button>
  );
}

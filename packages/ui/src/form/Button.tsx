import { formMessages } from '@siyum/domain';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { cx } from '../internal/cx';
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
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product. `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  type = 'button',
  className,
  onClick,
  children,
  ref,
  ...button
}: ButtonProps) {
  const messages = useUiMessages('form', formMessages);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops the submit a type="submit" button would start (Enter in a field clicks it too).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      {...button}
      className={cx('siyum-button', className)}
      data-variant={variant}
      data-size={size}
      data-busy={busy ? '' : undefined}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={click}
    >
      <span className="siyum-button__label">{children}</span>
      {busy && (
        <span className="siyum-button__spinner">
          <Spinner size={24} label={busyLabel ?? messages.busy} />
        </span>
      )}
    </button>
  );
}

import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../form/Button';

export type SaveStatusValue = 'idle' | 'saving' | 'saved' | 'error';

export interface SaveStatusProps {
  status: SaveStatusValue;
  /** The line to show (empty: nothing to say yet). */
  text: string;
  retryLabel: string;
  /** Saves again after an error; without it the error line has no button. */
  onRetry?: (() => void) | undefined;
  /** Where focus goes when the button disappears while focused (the retry saved). */
  focusAfterRetry: RefObject<HTMLElement | null>;
  disabled?: boolean;
  className: string;
  textClassName: string;
}

/**
 * A form that saves as you go: one polite status line (always rendered, so screen readers already
 * watch it when the first message arrives) and, after a failed save, "Try again" — which stays,
 * busy, while the retry saves, and hands focus back to the form when it goes.
 */
export function SaveStatus({
  status,
  text,
  retryLabel,
  onRetry,
  focusAfterRetry,
  disabled = false,
  className,
  textClassName,
}: SaveStatusProps) {
  const [retrying, setRetrying] = useState(false);
  if (retrying && (status === 'saved' || status === 'idle')) setRetrying(false);
  const showRetry = onRetry !== undefined && (status === 'error' || (retrying && status === 'saving'));
  const retryHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (showRetry || !retryHadFocus.current) return;
    retryHadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) focusAfterRetry.current?.focus();
  }, [showRetry, focusAfterRetry]);

  return (
    <div className={className}>
      <p role="status" className={textClassName}>
        {text}
      </p>
      {showRetry && (
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          busy={status === 'saving'}
          onFocus={() => {
            retryHadFocus.current = true;
          }}
          onBlur={() => {
            retryHadFocus.current = false;
          }}
          onClick={() => {
            setRetrying(true);
            onRetry();
          }}
        >
          {retryLabel}
        </Button>
      )}
    </div>
  );
}

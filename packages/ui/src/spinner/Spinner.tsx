import type { SpinnerSize } from '@siyum/domain';
import { appMessages } from '@siyum/domain';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/UiMessagesProvider';
import './Spinner.css';

export interface SpinnerProps {
  /** Diameter in CSS pixels (spec §9: 24, 48 or 72). */
  size?: SpinnerSize;
  /** Accessible name announced to screen readers. */
  label?: string;
  className?: string;
}

/** An indeterminate progress ring announced as a polite status. */
export function Spinner({ size = 48, label, className }: SpinnerProps) {
  const messages = useUiMessages('app', appMessages);
  return (
    <span
      role="status"
      aria-label={label ?? messages.loading}
      className={cx('siyum-spinner', className)}
      data-size={size}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle className="siyum-spinner__track" cx="25" cy="25" r="20" />
        <circle className="siyum-spinner__arc" cx="25" cy="25" r="20" />
      </svg>
    </span>
  );
}

export interface SpinnerOverlayProps extends SpinnerProps {
  /** Cover the whole viewport instead of the nearest positioned ancestor. */
  fullScreen?: boolean;
}

/** A spinner centred on a half-transparent black overlay that blocks the content beneath it. */
export function SpinnerOverlay({ fullScreen = false, size = 72, ...spinner }: SpinnerOverlayProps) {
  return (
    <div className="siyum-spinner-overlay" data-fullscreen={fullScreen || undefined} aria-busy="true">
      <Spinner size={size} {...spinner} />
    </div>
  );
}

import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx, hasContent } from './form';
import './form.css';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'role' | 'children'> {
  /** The form-level error (e.g. a provider error message); nothing renders when it is empty. */
  children?: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}

/** A form-level error announced as an alert the moment it appears. */
export function FormError({ children, className, ref, ...rest }: FormErrorProps) {
  if (!hasContent(children)) return null;
  return (
    <p ref={ref} role="alert" className={cx('siyum-form-error', className)} {...rest}>
      <svg className="siyum-form-error__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6" stroke="var(--card)" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="12" cy="16.6" r="1.3" fill="var(--card)" />
      </svg>
      <span className="siyum-form-error__text">{children}</span>
    </p>
  );
}

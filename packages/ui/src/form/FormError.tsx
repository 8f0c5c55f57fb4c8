import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx';
import { AlertIcon } from '../internal/icons/controls';
import { hasContent } from './form';
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
      <AlertIcon className="siyum-form-error__icon" />
      <span className="siyum-form-error__text">{children}</span>
    </p>
  );
}

import { format, type SiyumCreateInput } from '@siyum/domain';
import { Button, FormError } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import type { PhotoService } from '../photos/photoService';
import { CREATE_STEPS, type CreateSiyumStep, STEP_NAMES } from './createSiyum';
import { DetailsStep } from './DetailsStep';
import { DivisionStep } from './DivisionStep';
import { ReviewStep } from './ReviewStep';
import { SettingsStep } from './SettingsStep';
import { StepIndicator } from './StepIndicator';
import { useCreateSiyumWizardState } from './useCreateSiyumWizardState';
import './CreateSiyumWizard.css';

export interface CreateSiyumWizardProps {
  /**
   * Receives the validated input (trimmed, defaults filled in; no names without a dedication) when
   * "Create siyum" is pressed. Report an expected failure through `error` rather than by rejecting.
   */
  onSubmit: (input: SiyumCreateInput) => void | Promise<void>;
  /** The request is in flight: "Create siyum" shows a spinner and ignores clicks. */
  submitting?: boolean;
  /** A form-level error from the server, shown as an alert on the review step. */
  error?: string;
  /** Today as YYYY-MM-DD: the earliest siyum date (injected so stories and tests do not follow the clock). */
  today: string;
  /** The time zone chosen at first; defaults to the browser's. */
  defaultTimeZone?: string;
  /**
   * Starting values (edit passes the siyum's), read once when the wizard mounts: mount it after the
   * data has loaded. A unit the corpus lacks is replaced by the corpus's first unit.
   */
  initialValues?: Partial<SiyumCreateInput>;
  /** The step shown first; defaults to the first one. */
  initialStep?: CreateSiyumStep;
  /** Editing an existing siyum: the form's name and its submit button say so. */
  mode?: 'create' | 'edit';
  /** The site's photo storage (issue 21); absent → no photo field (the site stores no photos). */
  photos?: PhotoService | undefined;
  className?: string;
}

/**
 * The create-siyum form in four steps: details & dedication, text & division, date & settings,
 * review. "Next" validates only the fields of the step it leaves; every step change moves focus to
 * the step's heading. Validation is `siyumCreateInputSchema`'s, plus "the date is today or later"
 * (`createSiyumResolver`); the state lives in `useCreateSiyumWizardState`.
 */
export function CreateSiyumWizard({
  onSubmit,
  submitting = false,
  error,
  today,
  defaultTimeZone,
  initialValues,
  initialStep = 'details',
  mode = 'create',
  photos,
  className,
}: CreateSiyumWizardProps) {
  const editing = mode === 'edit';
  const wizard = useCreateSiyumWizardState({
    onSubmit,
    submitting,
    today,
    defaultTimeZone,
    initialValues,
    initialStep,
  });
  const { form, step, index, messages: m } = wizard;

  return (
    <form
      className={cx('siyum-create', className)}
      aria-label={editing ? m.editFormLabel : m.formLabel}
      data-step={step}
      noValidate
      onSubmit={wizard.onFormSubmit}
    >
      <StepIndicator current={index} />
      <h2 ref={wizard.headingRef} tabIndex={-1} className="siyum-create__heading">
        {format(m.stepHeading, {
          current: index + 1,
          total: CREATE_STEPS.length,
          name: m[STEP_NAMES[step]],
        })}
      </h2>
      <div className="siyum-create__body">
        {step === 'details' && <DetailsStep form={form} photos={photos} />}
        {step === 'division' && <DivisionStep form={form} />}
        {step === 'settings' && <SettingsStep form={form} today={today} zoneOptions={wizard.zoneOptions} />}
        {step === 'review' && (
          <ReviewStep form={form} today={today} onEdit={wizard.goTo} disabled={submitting} />
        )}
      </div>
      {step === 'review' && <FormError>{error}</FormError>}
      <div className="siyum-create__actions">
        {index > 0 && (
          <Button key="back" variant="secondary" disabled={submitting} onClick={wizard.back}>
            {m.back}
          </Button>
        )}
        {step === 'review' ? (
          <Button
            key="create"
            type="submit"
            busy={wizard.busy}
            busyLabel={editing ? m.saving : m.creating}
            className="siyum-create__primary"
          >
            {editing ? m.save : m.create}
          </Button>
        ) : (
          <Button key="next" className="siyum-create__primary" onClick={() => void wizard.next()}>
            {m.next}
          </Button>
        )}
      </div>
    </form>
  );
}

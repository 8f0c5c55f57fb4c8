import {
  CORPORA,
  CORPUS_IDS,
  DEDICATION_KINDS,
  format,
  siyumCreateMessages as m,
  SIYUM_LIMITS,
  type SiyumCreateInput,
  VISIBILITIES,
} from '@siyum/domain';
import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useFormState, useWatch } from 'react-hook-form';
import { Button, Checkbox, Field, FormError, TextField } from '../../form';
import { cx } from '../../internal/cx';
import { CheckIcon } from '../../internal/icons';
import { Select } from '../../select';
import { HebrewDate } from '../shared/DateWithHebrew';
import { ChoiceGroup } from './ChoiceGroup';
import {
  browserTimeZone,
  CREATE_STEPS,
  type CreateSiyumStep,
  corpusSizeNote,
  createSiyumResolver,
  DEDICATION_LABELS,
  describeDate,
  firstStepWith,
  initialFormValues,
  isField,
  plural,
  portionCount,
  type SiyumCreateField,
  type SiyumCreateValues,
  STEP_FIELDS,
  STEP_NAMES,
  scopeLabel,
  scopeNames,
  scopeWholeText,
  stepIndex,
  timeZoneLabel,
  timeZoneOptions,
  toCreateInput,
  UNIT_LABELS,
  unitFor,
  unitsOf,
  VISIBILITY_LABELS,
} from './createSiyum';
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
  className?: string;
}

/** A Controller's field bound to a ChoiceGroup: its value and events, the focus ref and the error. */
function bindChoice<V extends string>(
  field: {
    value: V | undefined;
    onChange: (value: V) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  },
  fieldState: { error?: { message?: string | undefined } | undefined },
) {
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}

type WizardForm = UseFormReturn<SiyumCreateInput, unknown, SiyumCreateValues>;

/**
 * The create-siyum form in four steps: details & dedication, text & division, date & settings,
 * review. "Next" validates only the fields of the step it leaves; every step change moves focus to
 * the step's heading. Validation is `siyumCreateInputSchema`'s, plus "the date is today or later".
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
  className,
}: CreateSiyumWizardProps) {
  const editing = mode === 'edit';
  const [startingTimeZone] = useState(() => defaultTimeZone ?? browserTimeZone());
  const resolver = useMemo(() => createSiyumResolver(today), [today]);
  const form = useForm<SiyumCreateInput, unknown, SiyumCreateValues>({
    resolver,
    defaultValues: initialFormValues(initialValues, startingTimeZone),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, trigger, watch, getFieldState, setFocus, formState } = form;
  const busy = submitting || formState.isSubmitting;
  const zoneOptions = useMemo(
    () => timeZoneOptions([startingTimeZone, initialValues?.timeZone]),
    [startingTimeZone, initialValues?.timeZone],
  );

  const [step, setStep] = useState<CreateSiyumStep>(initialStep);
  const index = stepIndex(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  /** A field to focus once its step is shown (an invalid submit sends the user back to it). */
  const pendingFocus = useRef<SiyumCreateField | null>(null);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = pendingFocus.current;
    pendingFocus.current = null;
    if (field) setFocus(field);
    else headingRef.current?.focus();
  }, [step, setFocus]);

  // Errors appear when "Next" is pressed; after that a marked field is checked again as it changes.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && isField(name) && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  const next = async () => {
    if (step === 'review') return;
    const valid = await trigger([...STEP_FIELDS[step]], { shouldFocus: true });
    const following = CREATE_STEPS[index + 1];
    if (valid && following) setStep(following);
  };
  const back = () => {
    const previous = CREATE_STEPS[index - 1];
    if (previous) setStep(previous);
  };
  const submit = handleSubmit(
    async (values) => {
      await onSubmit(toCreateInput(values));
    },
    (errors) => {
      const target = firstStepWith(Object.keys(errors));
      if (!target) return;
      pendingFocus.current = STEP_FIELDS[target].find((field) => errors[field]) ?? null;
      setStep(target);
    },
  );
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of steps 1–3 means "Next"; only the review step submits.
    if (step !== 'review' || busy) {
      event.preventDefault();
      if (!busy) void next();
      return;
    }
    void submit(event);
  };

  return (
    <form
      className={cx('siyum-create', className)}
      aria-label={editing ? m.editFormLabel : m.formLabel}
      data-step={step}
      noValidate
      onSubmit={onFormSubmit}
    >
      <StepIndicator current={index} />
      <h2 ref={headingRef} tabIndex={-1} className="siyum-create__heading">
        {format(m.stepHeading, {
          current: index + 1,
          total: CREATE_STEPS.length,
          name: m[STEP_NAMES[step]],
        })}
      </h2>
      <div className="siyum-create__body">
        {step === 'details' && <DetailsStep form={form} />}
        {step === 'division' && <DivisionStep form={form} />}
        {step === 'settings' && <SettingsStep form={form} today={today} zoneOptions={zoneOptions} />}
        {step === 'review' && <ReviewStep form={form} today={today} onEdit={setStep} disabled={submitting} />}
      </div>
      {step === 'review' && <FormError>{error}</FormError>}
      <div className="siyum-create__actions">
        {index > 0 && (
          <Button key="back" variant="secondary" disabled={submitting} onClick={back}>
            {m.back}
          </Button>
        )}
        {step === 'review' ? (
          <Button
            key="create"
            type="submit"
            busy={busy}
            busyLabel={editing ? m.saving : m.creating}
            className="siyum-create__primary"
          >
            {editing ? m.save : m.create}
          </Button>
        ) : (
          <Button key="next" className="siyum-create__primary" onClick={() => void next()}>
            {m.next}
          </Button>
        )}
      </div>
    </form>
  );
}

function StepIndicator({ current }: { current: number }) {
  return (
    <ol className="siyum-create__steps" aria-label={m.stepsLabel}>
      {CREATE_STEPS.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className="siyum-create__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="siyum-create__step-marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon className="siyum-create__step-check" /> : index + 1}
            </span>
            <span className="siyum-create__step-name">
              {m[STEP_NAMES[step]]}
              {state === 'done' && <span className="siyum-visually-hidden"> {m.stepDone}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function DetailsStep({ form }: { form: WizardForm }) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const kind = useWatch({ control, name: 'dedicationKind' });
  return (
    <>
      <TextField
        label={m.title}
        required
        maxLength={SIYUM_LIMITS.titleMax}
        description={m.titleDescription}
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="dedicationKind"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend={m.dedicationLegend}
            options={DEDICATION_KINDS.map((value) => ({ value, label: m[DEDICATION_LABELS[value]] }))}
            {...bindChoice(field, fieldState)}
          />
        )}
      />
      {kind !== 'none' && (
        <TextField
          label={m.dedicationNames}
          maxLength={SIYUM_LIMITS.dedicationNamesMax}
          description={m.dedicationNamesDescription}
          error={errors.dedicationNames?.message}
          {...register('dedicationNames')}
        />
      )}
      <Field label={m.description} description={m.descriptionDescription} error={errors.description?.message}>
        {(wiring) => (
          <textarea
            {...register('description')}
            {...wiring}
            rows={4}
            maxLength={SIYUM_LIMITS.descriptionMax}
            className="siyum-input siyum-create__textarea"
          />
        )}
      </Field>
    </>
  );
}

function DivisionStep({ form }: { form: WizardForm }) {
  const { control, setValue, getValues } = form;
  const [corpus, unit, scope] = useWatch({ control, name: ['corpus', 'unit', 'scope'] });
  const count = portionCount(corpus, unit, scope ?? []);
  const bookOptions = useMemo(
    () => CORPORA[corpus].books.map((book) => ({ value: book.id, label: book.en })),
    [corpus],
  );
  return (
    <>
      <Controller
        control={control}
        name="corpus"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            variant="cards"
            legend={m.corpusLegend}
            options={CORPUS_IDS.map((id) => ({
              value: id,
              label: CORPORA[id].en,
              aside: (
                <span lang="he" dir="rtl">
                  {CORPORA[id].he}
                </span>
              ),
              description: corpusSizeNote(id),
            }))}
            {...bindChoice(field, fieldState)}
            onChange={(next) => {
              field.onChange(next);
              // Another text has other units and books: keep the unit where it still applies.
              setValue('unit', unitFor(next, getValues('unit')));
              setValue('scope', []);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="unit"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            variant="segmented"
            legend={m.unitLegend}
            options={unitsOf(corpus).map((value) => ({ value, label: m[UNIT_LABELS[value]] }))}
            {...bindChoice(field, fieldState)}
          />
        )}
      />
      <Controller
        control={control}
        name="scope"
        render={({ field, fieldState }) => (
          <div className="siyum-create__scope">
            <Select
              // Another text's books: start the list afresh.
              key={corpus}
              label={scopeLabel(corpus)}
              multiple
              selectAll
              searchable
              options={bookOptions}
              value={field.value ?? []}
              onChange={field.onChange}
              placeholder={scopeWholeText(corpus)}
              error={fieldState.error?.message}
              ref={field.ref}
            />
            <p className="siyum-create__hint">{m.scopeHint}</p>
          </div>
        )}
      />
      <p className="siyum-create__count" role="status">
        {count === null ? '' : plural(count, 'portionsOne', 'portionsOther')}
      </p>
    </>
  );
}

function SettingsStep({
  form,
  today,
  zoneOptions,
}: {
  form: WizardForm;
  today: string;
  zoneOptions: { value: string; label: string }[];
}) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const targetDate = useWatch({ control, name: 'targetDate' });
  return (
    <>
      <TextField
        type="date"
        label={m.targetDate}
        required
        min={today}
        description={m.targetDateDescription}
        error={errors.targetDate?.message}
        className="siyum-create__date"
        {...register('targetDate')}
      />
      {/* The Hebrew date follows what is typed, announced politely (many siyumim aim at a Hebrew date). */}
      <p className="siyum-create__hebrew-date" aria-live="polite">
        <HebrewDate date={targetDate} />
      </p>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <Select
            label={m.timeZone}
            options={zoneOptions}
            value={field.value ?? null}
            onChange={(zone) => {
              if (zone) field.onChange(zone);
            }}
            error={fieldState.error?.message}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="visibility"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            variant="cards"
            legend={m.visibilityLegend}
            options={VISIBILITIES.map((value) => ({
              value,
              label: m[VISIBILITY_LABELS[value].label],
              description: m[VISIBILITY_LABELS[value].description],
            }))}
            {...bindChoice(field, fieldState)}
          />
        )}
      />
      <Controller
        control={control}
        name="claimPolicy"
        render={({ field, fieldState }) => (
          <Checkbox
            label={m.claimMultiple}
            description={m.claimMultipleDescription}
            name={field.name}
            checked={field.value === 'multiple'}
            onChange={(event) => field.onChange(event.target.checked ? 'multiple' : 'single')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

type SummaryRow = readonly [term: string, value: ReactNode];

function ReviewStep({
  form,
  today,
  onEdit,
  disabled,
}: {
  form: WizardForm;
  today: string;
  onEdit: (step: CreateSiyumStep) => void;
  disabled: boolean;
}) {
  // The review shows what the steps hold; nothing changes while it is open.
  const values = initialFormValues(form.getValues(), '');
  const count = portionCount(values.corpus, values.unit, values.scope);
  const visibility = VISIBILITY_LABELS[values.visibility];
  const sections: readonly [CreateSiyumStep, readonly SummaryRow[]][] = [
    [
      'details',
      [
        [m.summaryTitle, values.title],
        [m.summaryDedication, m[DEDICATION_LABELS[values.dedicationKind]]],
        ...(values.dedicationKind === 'none'
          ? []
          : [[m.summaryNames, values.dedicationNames || m.summaryEmpty] as const]),
        [m.summaryDescription, values.description || m.summaryEmpty],
      ],
    ],
    [
      'division',
      [
        [m.summaryText, CORPORA[values.corpus].en],
        [m.summaryUnit, m[UNIT_LABELS[values.unit]]],
        [
          m.summaryScope,
          values.scope.length === 0
            ? m.summaryScopeWhole
            : scopeNames(values.corpus, values.scope).join(m.countSeparator),
        ],
        [
          m.summaryPortions,
          count === null ? '' : plural(count, 'summaryPortionsOne', 'summaryPortionsOther'),
        ],
      ],
    ],
    [
      'settings',
      [
        [
          m.summaryDate,
          <>
            <span>{describeDate(values.targetDate, today)}</span>
            <span className="siyum-create__muted">
              <HebrewDate date={values.targetDate} />
            </span>
          </>,
        ],
        [m.summaryTimeZone, timeZoneLabel(values.timeZone)],
        [
          m.summaryVisibility,
          <>
            {m[visibility.label]}
            <span className="siyum-create__muted">{m[visibility.description]}</span>
          </>,
        ],
        [
          m.summaryClaimPolicy,
          values.claimPolicy === 'multiple' ? m.summaryClaimMultiple : m.summaryClaimSingle,
        ],
      ],
    ],
  ];
  return (
    <>
      <p className="siyum-create__intro">{m.reviewIntro}</p>
      {sections.map(([step, rows]) => (
        <ReviewSection key={step} step={step} rows={rows} onEdit={onEdit} disabled={disabled} />
      ))}
    </>
  );
}

function ReviewSection({
  step,
  rows,
  onEdit,
  disabled,
}: {
  step: CreateSiyumStep;
  rows: readonly SummaryRow[];
  onEdit: (step: CreateSiyumStep) => void;
  disabled: boolean;
}) {
  const headingId = useId();
  const name = m[STEP_NAMES[step]];
  return (
    <section className="siyum-create__section" aria-labelledby={headingId}>
      <div className="siyum-create__section-head">
        <h3 id={headingId} className="siyum-create__section-title">
          {name}
        </h3>
        <Button
          variant="link"
          size="sm"
          aria-label={format(m.editSection, { section: name })}
          disabled={disabled}
          onClick={() => onEdit(step)}
        >
          {m.edit}
        </Button>
      </div>
      <dl className="siyum-create__summary">
        {rows.map(([term, value]) => (
          <div key={term} className="siyum-create__summary-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

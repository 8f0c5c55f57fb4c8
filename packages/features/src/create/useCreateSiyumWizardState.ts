import { type SiyumCreateInput, siyumCreateMessages } from '@siyum/domain';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useZoneCities } from '../shared/useTimeZoneLabels';
import {
  browserTimeZone,
  CREATE_STEPS,
  type CreateSiyumStep,
  createSiyumResolver,
  firstStepWith,
  initialFormValues,
  isField,
  type SiyumCreateField,
  type SiyumCreateValues,
  STEP_FIELDS,
  stepIndex,
  timeZoneOptions,
  toCreateInput,
} from './createSiyum';

/** The wizard's react-hook-form: raw input in, the schema's parsed values out. */
export type WizardForm = UseFormReturn<SiyumCreateInput, unknown, SiyumCreateValues>;

export interface CreateSiyumWizardStateOptions {
  onSubmit: (input: SiyumCreateInput) => void | Promise<void>;
  submitting: boolean;
  today: string;
  defaultTimeZone: string | undefined;
  initialValues: Partial<SiyumCreateInput> | undefined;
  initialStep: CreateSiyumStep;
}

/**
 * The wizard's state: the form and its validation, the step shown, and where focus goes on each
 * step change (the step's heading, or the field an invalid submit sends the user back to).
 */
export function useCreateSiyumWizardState(options: CreateSiyumWizardStateOptions) {
  const { today, initialValues } = options;
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const { locale, tag } = useUiLocale();
  const cities = useZoneCities(locale);
  const [startingTimeZone] = useState(() => options.defaultTimeZone ?? browserTimeZone());
  const resolver = useMemo(() => createSiyumResolver(today, m), [today, m]);
  const form: WizardForm = useForm<SiyumCreateInput, unknown, SiyumCreateValues>({
    resolver,
    defaultValues: initialFormValues(initialValues, startingTimeZone),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, trigger, watch, getFieldState, setFocus, formState } = form;
  const busy = options.submitting || formState.isSubmitting;
  const zoneOptions = useMemo(
    () => timeZoneOptions([startingTimeZone, initialValues?.timeZone], m, tag, cities),
    [startingTimeZone, initialValues?.timeZone, m, tag, cities],
  );

  const [step, setStep] = useState<CreateSiyumStep>(options.initialStep);
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
      await options.onSubmit(toCreateInput(values));
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

  return {
    /** The wizard's strings, from the nearest `UiMessagesProvider`. */
    messages: m,
    form,
    step,
    /** The step's place, from 0. */
    index,
    /** "Edit" on the review step: back to the step that owns a section. */
    goTo: setStep,
    busy,
    zoneOptions,
    headingRef,
    next,
    back,
    onFormSubmit,
  };
}

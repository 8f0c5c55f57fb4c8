import * as Radio from '@radix-ui/react-radio-group';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef } from 'react';
import { joinIds } from '../form/form';
import { cx } from '../internal/cx';
import '../form/form.css';
import './RadioGroup.css';

/** What an option's value may be: Radix keeps strings, the group hands back the option's own value. */
export type RadioValue = string | number;

export interface RadioOption<V extends RadioValue> {
  value: V;
  label: ReactNode;
  /** A second line under the label, read after the name (`list` and `cards` only). */
  description?: ReactNode;
  /** Shown beside the label only; hidden from screen readers, e.g. the Hebrew name of a text (`list`, `cards`). */
  aside?: ReactNode;
  disabled?: boolean;
}

/**
 * How the group looks:
 * - `list`: classic radios, a round control before each label, in two columns where there is room;
 * - `cards`: each option a bordered box of a grid, the whole box the target;
 * - `segmented`: the options as the segments of one control, laid out by `layout`.
 */
export type RadioGroupVariant = 'list' | 'cards' | 'segmented';

/**
 * How a segmented group lays out:
 * - `filter`: legend beside the options; the segments fill a wrapped row, and a phone-width
 *   container shows them in rows of two (the dashboard and progress filters);
 * - `compact`: legend beside the options; each segment as wide as its label (the portion board);
 * - `stacked`: legend above; equal segments of larger text that may hold a second line (preferences).
 */
export type SegmentedLayout = 'filter' | 'compact' | 'stacked';

export interface RadioGroupProps<V extends RadioValue> {
  /** The group's name, read before the options ("Show:"). */
  legend: string;
  options: readonly RadioOption<V>[];
  /** The chosen option's value; `undefined` while none is chosen. */
  value: V | undefined;
  onChange: (value: V) => void;
  /** Focus left a radio (a form library marks the field touched). */
  onBlur?: () => void;
  variant?: RadioGroupVariant;
  /** The segments' layout (`segmented` only). */
  layout?: SegmentedLayout;
  /** Error text under the options; the group is then aria-invalid and described by it. */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** Submits the chosen value under this name with a surrounding `<form>`. */
  name?: string;
  /** Which way the left and right arrows move; by default the nearest Radix `DirectionProvider`'s, else ltr. */
  dir?: 'ltr' | 'rtl';
  /** Goes on the chosen radio (or the first), so a form library or a focus rescue can focus the group. */
  inputRef?: Ref<HTMLButtonElement>;
  /** The element holding the radios. */
  optionsRef?: Ref<HTMLDivElement>;
  className?: string;
}

const LAYOUT_CLASSES: Record<SegmentedLayout, string> = {
  filter: 'siyum-segmented--inline siyum-segmented--fill',
  compact: 'siyum-segmented--inline',
  stacked: 'siyum-segmented--stacked',
};

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Reports a choice once. Radix chooses the radio an arrow key focuses only if the key is still down
 * when focus arrives (it moves focus a task later and watches keyup on the document), which a
 * scripted keyboard (tests, automation) has already released; so the group also notes an arrow press
 * itself and chooses the radio it focuses. When both fire, the second report is dropped.
 */
function useChoice(current: string | null, report: (value: string) => void) {
  const arrowPressed = useRef(false);
  const reported = useRef<string | null>(null);
  const choose = (next: string) => {
    if (next === current || next === reported.current) return;
    reported.current = next;
    queueMicrotask(() => {
      reported.current = null;
    });
    report(next);
  };
  return {
    choose,
    onKeyDown: (event: KeyboardEvent) => {
      if (!ARROW_KEYS.has(event.key)) return;
      arrowPressed.current = true;
      // Queued after Radix's focus move, which this key press already queued.
      setTimeout(() => {
        arrowPressed.current = false;
      });
    },
    onRadioFocus: (value: string) => {
      if (arrowPressed.current) choose(value);
    },
  };
}

interface OptionViewProps<V extends RadioValue> {
  option: RadioOption<V>;
  id: string;
  errorId: string | undefined;
  radioRef: Ref<HTMLButtonElement> | undefined;
  onBlur: (() => void) | undefined;
  onFocus: () => void;
}

/** A segment: the radio itself is the face, its content the name. */
function Segment<V extends RadioValue>({ option, errorId, radioRef, onBlur, onFocus }: OptionViewProps<V>) {
  return (
    <Radio.Item
      ref={radioRef}
      className="siyum-segmented__option"
      value={String(option.value)}
      disabled={option.disabled}
      aria-describedby={errorId}
      onBlur={onBlur}
      onFocus={onFocus}
    >
      {option.label}
    </Radio.Item>
  );
}

/** A row of the list (or a card): the round radio, named by the label line and described by the second. */
function ListOption<V extends RadioValue>({
  option,
  id,
  errorId,
  radioRef,
  onBlur,
  onFocus,
}: OptionViewProps<V>) {
  const radioId = `${id}-radio`;
  const labelId = `${id}-label`;
  const descriptionId = option.description ? `${id}-description` : undefined;
  return (
    <label
      className="siyum-radio-list__option"
      htmlFor={radioId}
      data-disabled={option.disabled ? '' : undefined}
    >
      <Radio.Item
        id={radioId}
        ref={radioRef}
        className="siyum-radio-list__control"
        value={String(option.value)}
        disabled={option.disabled}
        // The whole row is the click target; the name is the label line alone.
        aria-labelledby={labelId}
        aria-describedby={joinIds(descriptionId, errorId)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <span className="siyum-radio-list__text">
        <span id={labelId} className="siyum-radio-list__label">
          {option.label}
          {option.aside && (
            <span className="siyum-radio-list__aside" aria-hidden="true">
              {option.aside}
            </span>
          )}
        </span>
        {descriptionId && (
          <span id={descriptionId} className="siyum-radio-list__description">
            {option.description}
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * A labelled group of radios on Radix RadioGroup: one tab stop (the chosen radio), arrow keys move
 * and choose, a screen reader says "radio, 2 of 4"; controlled by `value` / `onChange`.
 */
export function RadioGroup<V extends RadioValue>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  variant = 'list',
  layout = 'filter',
  error,
  required,
  disabled,
  name,
  dir,
  inputRef,
  optionsRef,
  className,
}: RadioGroupProps<V>) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = error ? `${id}-error` : undefined;
  const segmented = variant === 'segmented';
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const OptionView = segmented ? Segment : ListOption;
  const chosen = value === undefined ? null : String(value);
  const choice = useChoice(chosen, (next) => {
    const option = options.find((candidate) => String(candidate.value) === next);
    if (option) onChange(option.value);
  });
  return (
    <Radio.Root
      className={cx(segmented ? `siyum-segmented ${LAYOUT_CLASSES[layout]}` : 'siyum-radio-list', className)}
      data-variant={segmented ? undefined : variant}
      data-invalid={error ? '' : undefined}
      // null, not undefined: no option chosen yet, and still controlled.
      value={chosen}
      onValueChange={choice.choose}
      onKeyDown={choice.onKeyDown}
      required={required}
      disabled={disabled}
      name={name}
      dir={dir}
      aria-labelledby={legendId}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <span id={legendId} className={segmented ? 'siyum-segmented__legend' : 'siyum-radio-list__legend'}>
        {legend}
      </span>
      <div className={segmented ? 'siyum-segmented__options' : 'siyum-radio-list__options'} ref={optionsRef}>
        {options.map((option, index) => (
          <OptionView
            key={option.value}
            option={option}
            id={`${id}-${index}`}
            errorId={errorId}
            radioRef={index === focusIndex ? inputRef : undefined}
            onBlur={onBlur}
            onFocus={() => choice.onRadioFocus(String(option.value))}
          />
        ))}
      </div>
      {errorId && (
        <p id={errorId} className="siyum-field__error">
          {error}
        </p>
      )}
    </Radio.Root>
  );
}

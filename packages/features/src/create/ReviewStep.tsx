import { CORPORA, format, localName, siyumCreateMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { type ReactNode, useId } from 'react';
import { HebrewDate } from '../shared/DateWithHebrew';
import { useReaderLocale } from '../shared/reader';
import { useZoneCities } from '../shared/useTimeZoneLabels';
import {
  type CreateSiyumStep,
  DEDICATION_LABELS,
  describeDate,
  initialFormValues,
  plural,
  portionCount,
  STEP_NAMES,
  scopeNames,
  timeZoneLabel,
  UNIT_LABELS,
  VISIBILITY_LABELS,
} from './createSiyum';
import type { WizardForm } from './useCreateSiyumWizardState';

type SummaryRow = readonly [term: string, value: ReactNode];

export interface ReviewStepProps {
  form: WizardForm;
  today: string;
  /** "Edit" on a section: back to its step. */
  onEdit: (step: CreateSiyumStep) => void;
  disabled: boolean;
}

/** Step 4: what the three steps hold, a section each with its "Edit". */
export function ReviewStep({ form, today, onEdit, disabled }: ReviewStepProps) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  // What the organizer typed keeps its own direction on a Hebrew page (`isolate`).
  const { locale, tag, isolate } = useReaderLocale();
  const cities = useZoneCities(locale);
  // The review shows what the steps hold; nothing changes while it is open.
  const values = initialFormValues(form.getValues(), '');
  const count = portionCount(values.corpus, values.unit, values.scope);
  const visibility = VISIBILITY_LABELS[values.visibility];
  const sections: readonly [CreateSiyumStep, readonly SummaryRow[]][] = [
    [
      'details',
      [
        [m.summaryTitle, isolate(values.title)],
        [m.summaryDedication, m[DEDICATION_LABELS[values.dedicationKind]]],
        ...(values.dedicationKind === 'none'
          ? []
          : [
              [
                m.summaryNames,
                values.dedicationNames ? isolate(values.dedicationNames) : m.summaryEmpty,
              ] as const,
            ]),
        // Issue 21: shown once a photo is chosen (a site without photo storage never has one).
        ...(values.photo ? [[m.photo, m.summaryPhotoChosen] as const] : []),
        [m.summaryDescription, values.description ? isolate(values.description) : m.summaryEmpty],
      ],
    ],
    [
      'division',
      [
        [m.summaryText, localName(CORPORA[values.corpus], locale)],
        [m.summaryUnit, m[UNIT_LABELS[values.unit]]],
        [
          m.summaryScope,
          values.scope.length === 0
            ? m.summaryScopeWhole
            : scopeNames(values.corpus, values.scope, locale).join(m.countSeparator),
        ],
        [
          m.summaryPortions,
          count === null ? '' : plural(count, 'summaryPortionsOne', 'summaryPortionsOther', m, tag),
        ],
      ],
    ],
    [
      'settings',
      [
        [
          m.summaryDate,
          <>
            <span>{describeDate(values.targetDate, today, m, tag)}</span>
            <span className="siyum-create__muted">
              <HebrewDate date={values.targetDate} />
            </span>
          </>,
        ],
        [m.summaryTimeZone, timeZoneLabel(values.timeZone, m, tag, cities)],
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

interface ReviewSectionProps extends Omit<ReviewStepProps, 'form' | 'today'> {
  step: CreateSiyumStep;
  rows: readonly SummaryRow[];
}

function ReviewSection({ step, rows, onEdit, disabled }: ReviewSectionProps) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
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

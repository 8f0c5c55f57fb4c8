import { CORPORA, CORPUS_IDS, siyumCreateMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { Select } from '@siyum/ui/select';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ChoiceField } from './ChoiceField';
import {
  type CreateMessages,
  corpusSizeNote,
  plural,
  portionCount,
  scopeLabel,
  scopeWholeText,
  UNIT_LABELS,
  unitFor,
  unitsOf,
} from './createSiyum';
import type { WizardForm } from './useCreateSiyumWizardState';

// Built on first use, not at import: the size notes divide every text.
const corpusOptions = (m: CreateMessages) =>
  CORPUS_IDS.map((id) => ({
    value: id,
    label: CORPORA[id].en,
    aside: (
      <span lang="he" dir="rtl">
        {CORPORA[id].he}
      </span>
    ),
    description: corpusSizeNote(id, m),
  }));

/** Step 2: the text, the unit it is divided into, the books it covers, and how many portions that makes. */
export function DivisionStep({ form }: { form: WizardForm }) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const { control, setValue, getValues } = form;
  const [corpus, unit, scope] = useWatch({ control, name: ['corpus', 'unit', 'scope'] });
  const count = portionCount(corpus, unit, scope ?? []);
  const textOptions = useMemo(() => corpusOptions(m), [m]);
  const unitOptions = useMemo(
    () => unitsOf(corpus).map((value) => ({ value, label: m[UNIT_LABELS[value]] })),
    [corpus, m],
  );
  const bookOptions = useMemo(
    () => CORPORA[corpus].books.map((book) => ({ value: book.id, label: book.en })),
    [corpus],
  );
  return (
    <>
      <ChoiceField
        control={control}
        name="corpus"
        options={textOptions}
        onChosen={(next) => {
          // Another text has other units and books: keep the unit where it still applies.
          setValue('unit', unitFor(next, getValues('unit')));
          setValue('scope', []);
        }}
      />
      <ChoiceField control={control} name="unit" options={unitOptions} />
      <Controller
        control={control}
        name="scope"
        render={({ field, fieldState }) => (
          <div className="siyum-create__scope">
            <Select
              // Another text's books: start the list afresh.
              key={corpus}
              label={scopeLabel(corpus, m)}
              multiple
              selectAll
              searchable
              options={bookOptions}
              value={field.value ?? []}
              onChange={field.onChange}
              placeholder={scopeWholeText(corpus, m)}
              error={fieldState.error?.message}
              ref={field.ref}
            />
            <p className="siyum-create__hint">{m.scopeHint}</p>
          </div>
        )}
      />
      <p className="siyum-create__count" role="status">
        {count === null ? '' : plural(count, 'portionsOne', 'portionsOther', m)}
      </p>
    </>
  );
}

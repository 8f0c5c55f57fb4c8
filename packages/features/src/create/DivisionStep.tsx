import { CORPORA, CORPUS_IDS, localName, siyumCreateMessages } from '@siyum/domain';
import { type UiLocale, useUiLocale, useUiMessages } from '@siyum/ui/messages';
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

// Built on first use, not at import: the size notes divide every text. Each text by its English
// name with the Hebrew one aside; a Hebrew reader gets the Hebrew name alone.
const corpusOptions = (m: CreateMessages, { locale, tag }: UiLocale) =>
  CORPUS_IDS.map((id) => ({
    value: id,
    label: localName(CORPORA[id], locale),
    aside:
      locale === 'he' ? undefined : (
        <span lang="he" dir="rtl">
          {CORPORA[id].he}
        </span>
      ),
    description: corpusSizeNote(id, m, tag),
  }));

/** Step 2: the text, the unit it is divided into, the books it covers, and how many portions that makes. */
export function DivisionStep({ form }: { form: WizardForm }) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const ui = useUiLocale();
  const { locale, tag } = ui;
  const { control, setValue, getValues } = form;
  const [corpus, unit, scope] = useWatch({ control, name: ['corpus', 'unit', 'scope'] });
  const count = portionCount(corpus, unit, scope ?? []);
  const textOptions = useMemo(() => corpusOptions(m, ui), [m, ui]);
  const unitOptions = useMemo(
    () => unitsOf(corpus).map((value) => ({ value, label: m[UNIT_LABELS[value]] })),
    [corpus, m],
  );
  const bookOptions = useMemo(
    () => CORPORA[corpus].books.map((book) => ({ value: book.id, label: localName(book, locale) })),
    [corpus, locale],
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
              placeholder={scopeWholeText(corpus, m, tag)}
              error={fieldState.error?.message}
              ref={field.ref}
            />
            <p className="siyum-create__hint">{m.scopeHint}</p>
          </div>
        )}
      />
      <p className="siyum-create__count" role="status">
        {count === null ? '' : plural(count, 'portionsOne', 'portionsOther', m, tag)}
      </p>
    </>
  );
}

import { phoneFieldMessages } from '@siyum/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLatestGate } from '../internal/latestGate';
import { useControllableState } from '../internal/useControllableState';
import { useUiMessages } from '../messages/UiMessagesProvider';
import { loadedPhoneMetadata, loadPhoneMetadata } from './metadata';
import { usePhoneLookupService } from './PhoneLookupProvider';
import {
  applyPhoneLookup,
  type CountryCode,
  type CountryOption,
  defaultPhoneCountry,
  isPhoneCountry,
  type MetadataJson,
  type PhoneFieldStrings,
  type PhoneLookupService,
  type PhoneValue,
  phoneCountryOptions,
  phoneStateFromValue,
  resolvePhoneChange,
} from './phone';

export interface UsePhoneFieldOptions {
  /** Controlled value; only read when `controlled` is true (undefined is a real value: empty). */
  value?: PhoneValue;
  controlled: boolean;
  /** Starting value when uncontrolled. */
  defaultValue?: PhoneValue;
  onChange?: ((value: PhoneValue) => void) | undefined;
  /** Overrides the PhoneLookupProvider's service; with neither, validation is local. */
  lookupPhone?: PhoneLookupService | undefined;
  /** Locale of the country names. */
  locale?: string | undefined;
}

export interface PhoneFieldController {
  /** False until the country metadata has arrived. */
  ready: boolean;
  /** True while the newest change waits for the look-up service. */
  checking: boolean;
  options: CountryOption[];
  selected: CountryOption | undefined;
  country: CountryCode;
  national: string;
  value: PhoneValue;
  selectCountry: (country: string) => void;
  changeNational: (text: string) => void;
}

interface View {
  country: CountryCode;
  national: string;
}

function initialView(value: PhoneValue, metadata: MetadataJson | undefined): View {
  if (!metadata) return { country: defaultPhoneCountry(value), national: '' };
  const { country, national } = phoneStateFromValue(value, metadata);
  return { country, national };
}

// A form may hold several phone fields; they share one list per locale and wording.
const optionsCache = new WeakMap<MetadataJson, Map<string, CountryOption[]>>();
function cachedOptions(metadata: MetadataJson, locale: string, strings: PhoneFieldStrings): CountryOption[] {
  const cached = optionsCache.get(metadata) ?? new Map<string, CountryOption[]>();
  optionsCache.set(metadata, cached);
  const key = JSON.stringify([locale, strings.countryOption, strings.countryShort]);
  const options = cached.get(key) ?? phoneCountryOptions(metadata, locale, strings);
  cached.set(key, options);
  return options;
}

/** Behaviour of the phone field: metadata loading, value sync, validation and the look-up. */
export function usePhoneField({
  value: valueProp,
  controlled,
  defaultValue,
  onChange,
  lookupPhone,
  locale = 'en',
}: UsePhoneFieldOptions): PhoneFieldController {
  const lookup = usePhoneLookupService(lookupPhone);
  // The options' texts ("Israel +972", "IL +972") in the nearest provider's words.
  const strings = useUiMessages('phoneField', phoneFieldMessages);
  const [metadata, setMetadata] = useState(loadedPhoneMetadata);
  const [value, setValue] = useControllableState<PhoneValue>({
    value: valueProp,
    defaultValue,
    onChange,
    controlled,
  });
  const [view, setView] = useState<View>(() => initialView(value, metadata));
  const [checking, setChecking] = useState(false);
  const gate = useLatestGate();

  // The value the controls currently show; null until the first sync with the metadata.
  const shownValue = useRef<PhoneValue | null>(null);
  // The user typed before the metadata arrived: validate that text once it is here.
  const editedEarly = useRef(false);
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    if (metadata) return;
    let mounted = true;
    loadPhoneMetadata().then(
      (loaded) => mounted && setMetadata(loaded),
      (error: unknown) => console.error('PhoneField: could not load the phone metadata', error),
    );
    return () => {
      mounted = false;
    };
  }, [metadata]);

  const commit = useCallback(
    (next: PhoneValue) => {
      if (next === shownValue.current) return;
      shownValue.current = next;
      setValue(next);
    },
    [setValue],
  );

  const validate = useCallback(
    (country: CountryCode, national: string, loaded: MetadataJson) => {
      const isCurrent = gate.next();
      const local = resolvePhoneChange(country, national, loaded);
      if (local.country !== country) setView({ country: local.country, national });
      commit(local.value);
      if (!lookup || !local.candidate) {
        setChecking(false);
        return;
      }
      setChecking(true);
      lookup(local.candidate)
        .then(
          (answer) => {
            if (!isCurrent()) return;
            const resolved = applyPhoneLookup(local, answer, loaded);
            setView({ country: resolved.country, national: resolved.national });
            commit(resolved.value);
          },
          (error: unknown) => {
            // Spec §8: look-up failures are only logged; the local result already stands.
            if (isCurrent()) console.error('PhoneField: phone look-up failed, using local validation', error);
          },
        )
        .finally(() => {
          if (isCurrent()) setChecking(false);
        });
    },
    [gate, lookup, commit],
  );

  // On load and whenever the value changes from outside: show it, normalised to the contract.
  useEffect(() => {
    if (!metadata || value === shownValue.current) return;
    if (editedEarly.current) {
      editedEarly.current = false;
      shownValue.current = value;
      validate(viewRef.current.country, viewRef.current.national, metadata);
      return;
    }
    gate.next();
    setChecking(false);
    const state = phoneStateFromValue(value, metadata);
    setView({ country: state.country, national: state.national });
    shownValue.current = value;
    commit(state.value);
  }, [metadata, value, gate, commit, validate]);

  const change = useCallback(
    (next: View) => {
      setView(next);
      if (metadata) validate(next.country, next.national, metadata);
      else editedEarly.current = true;
    },
    [metadata, validate],
  );

  const selectCountry = useCallback(
    (country: string) => {
      if (metadata && !isPhoneCountry(country, metadata)) return;
      change({ country: country as CountryCode, national: viewRef.current.national });
    },
    [metadata, change],
  );

  const changeNational = useCallback(
    (national: string) => change({ country: viewRef.current.country, national }),
    [change],
  );

  const { countryOption, countryShort } = strings;
  const options = useMemo(
    () => (metadata ? cachedOptions(metadata, locale, { countryOption, countryShort }) : []),
    [metadata, locale, countryOption, countryShort],
  );
  const selected = options.find((option) => option.country === view.country);

  return {
    ready: metadata !== undefined,
    checking,
    options,
    selected,
    country: view.country,
    national: view.national,
    value,
    selectCountry,
    changeNational,
  };
}

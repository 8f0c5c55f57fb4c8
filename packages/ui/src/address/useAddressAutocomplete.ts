import { ADDRESS_SUGGESTION_DEBOUNCE_MS, type Address, type IntlCandidate } from '@siyum/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatestGate } from '../internal/latestGate';
import {
  type AddressEvent,
  type AutocompleteState,
  addressReducer,
  initialAutocompleteState,
} from './address';
import type { AddressLookup, AddressLookupService, AddressSuggestion } from './lookups';

type LookupAnswer =
  | { kind: 'suggestions'; suggestions: AddressSuggestion[] }
  | { kind: 'candidate'; candidate: IntlCandidate | undefined };

async function runLookup(service: AddressLookupService, lookup: AddressLookup): Promise<LookupAnswer> {
  switch (lookup.kind) {
    case 'us': {
      const found = await service.usAutocomplete(lookup.query);
      return { kind: 'suggestions', suggestions: found.map((suggestion) => ({ kind: 'us', suggestion })) };
    }
    case 'intl': {
      const found = await service.intlAutocomplete(lookup.query);
      return { kind: 'suggestions', suggestions: found.map((suggestion) => ({ kind: 'intl', suggestion })) };
    }
    case 'intlDetail': {
      // Spec §7: the detail look-up answers with candidates, of which the first is used.
      const candidates = await service.intlDetail(lookup.query);
      return { kind: 'candidate', candidate: candidates[0] };
    }
  }
}

export interface UseAddressAutocompleteOptions {
  value: Address;
  onChange: (address: Address) => void;
  /** Without one the street is plain text: no look-ups run. */
  service?: AddressLookupService | undefined;
}

export interface AddressAutocompleteBehaviour {
  ui: AutocompleteState;
  /** True while a look-up is on its way (after the debounce). */
  loading: boolean;
  dispatch: (event: AddressEvent) => void;
}

/**
 * Behaviour of the address form: applies events to the controlled address through the pure
 * reducer, reports changed addresses, and runs the look-ups the state asks for — typing after a
 * 400 ms pause, follow-ups at once — ignoring answers that arrive after a newer look-up.
 */
export function useAddressAutocomplete({
  value,
  onChange,
  service,
}: UseAddressAutocompleteOptions): AddressAutocompleteBehaviour {
  const [ui, setUi] = useState<AutocompleteState>(initialAutocompleteState);
  const gate = useLatestGate();
  // Refs hold the latest state so several events in one tick build on each other.
  const uiRef = useRef(ui);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const serviceRef = useRef(service);
  useLayoutEffect(() => {
    valueRef.current = value;
    onChangeRef.current = onChange;
    serviceRef.current = service;
  });

  const dispatch = useCallback((event: AddressEvent) => {
    const previous = { address: valueRef.current, ui: uiRef.current };
    const next = addressReducer(previous, event);
    if (next.ui !== previous.ui) {
      uiRef.current = next.ui;
      setUi(next.ui);
    }
    if (next.address !== previous.address) {
      valueRef.current = next.address;
      onChangeRef.current(next.address);
    }
  }, []);

  const pendingId = ui.pending?.id;
  useEffect(() => {
    const pending = uiRef.current.pending;
    const lookupService = serviceRef.current;
    if (pending === null || pending.id !== pendingId || lookupService === undefined) return;
    const isCurrent = gate.next();
    const timer = setTimeout(
      () => {
        dispatch({ type: 'lookupStarted', id: pending.id });
        runLookup(lookupService, pending.lookup).then(
          (answer) => {
            if (!isCurrent()) return;
            dispatch(
              answer.kind === 'suggestions'
                ? { type: 'suggestionsReceived', id: pending.id, suggestions: answer.suggestions }
                : { type: 'candidateReceived', id: pending.id, candidate: answer.candidate },
            );
          },
          (error: unknown) => {
            // The field keeps working as plain text; the failure is ours to look into.
            console.error('Address look-up failed', { lookup: pending.lookup, error });
            if (isCurrent()) dispatch({ type: 'lookupFailed', id: pending.id });
          },
        );
      },
      pending.debounce ? ADDRESS_SUGGESTION_DEBOUNCE_MS : 0,
    );
    return () => {
      gate.next();
      clearTimeout(timer);
    };
  }, [pendingId, dispatch, gate]);

  // The zip → city/state look-up runs beside the street's: at once, since a zip is asked about
  // only once complete. The reducer drops an answer whose id is no longer the one it waits for.
  const zipLookupId = ui.zipLookup?.id;
  useEffect(() => {
    const zipLookup = uiRef.current.zipLookup;
    const lookupService = serviceRef.current;
    if (zipLookup === null || zipLookup.id !== zipLookupId || lookupService?.usZip === undefined) return;
    let current = true;
    lookupService.usZip(zipLookup.zip).then(
      (place) => {
        if (current) dispatch({ type: 'zipPlaceReceived', id: zipLookup.id, place });
      },
      (error: unknown) => {
        // City and state stay as they are; the failure is ours to look into.
        console.error('Zip look-up failed', { zip: zipLookup.zip, error });
        if (current) dispatch({ type: 'zipLookupFailed', id: zipLookup.id });
      },
    );
    return () => {
      current = false;
    };
  }, [zipLookupId, dispatch]);

  return { ui, loading: ui.pending?.inFlight === true, dispatch };
}

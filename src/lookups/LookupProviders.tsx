import { AddressLookupProvider } from '@siyum/ui/address';
import { PhoneLookupProvider } from '@siyum/ui/phone-field';
import type { ReactNode } from 'react';
import { lookups } from './index';

/**
 * Every phone field and address form below asks the API's look-ups: phone numbers are checked as
 * typed, streets get suggestions after the 400 ms pause, a US zip fills city and state.
 */
export function LookupProviders({ children }: { children: ReactNode }) {
  return (
    <PhoneLookupProvider value={lookups.lookupPhone}>
      <AddressLookupProvider value={lookups.address}>{children}</AddressLookupProvider>
    </PhoneLookupProvider>
  );
}

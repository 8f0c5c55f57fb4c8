import { createContext, type ReactNode, useContext } from 'react';
import type { PhoneLookupService } from './phone';

const PhoneLookupContext = createContext<PhoneLookupService | undefined>(undefined);

export interface PhoneLookupProviderProps {
  /** The remote look-up every PhoneField below uses unless it is given its own `lookupPhone`. */
  lookupPhone: PhoneLookupService | undefined;
  children: ReactNode;
}

/** Supplies the phone look-up service (the app passes its API client's call) to phone fields below. */
export function PhoneLookupProvider({ lookupPhone, children }: PhoneLookupProviderProps) {
  return <PhoneLookupContext.Provider value={lookupPhone}>{children}</PhoneLookupContext.Provider>;
}

/** The nearest provider's look-up service; undefined means validate locally. */
export function usePhoneLookupService(): PhoneLookupService | undefined {
  return useContext(PhoneLookupContext);
}

import { createServiceContext, type ServiceProviderProps } from '../internal/createServiceContext';
import type { PhoneLookupService } from './phone';

const phoneLookup = createServiceContext<PhoneLookupService>('PhoneLookup');

/** Supplies the phone look-up service (the app passes its API client's call) to phone fields below. */
export const PhoneLookupProvider = phoneLookup.Provider;

/** The field's own `lookupPhone`, else the nearest provider's; undefined means validate locally. */
export const usePhoneLookupService = phoneLookup.useService;

export type PhoneLookupProviderProps = ServiceProviderProps<PhoneLookupService>;

import { createServiceContext, type ServiceProviderProps } from '../internal/createServiceContext';
import type { AddressLookupService } from './lookups';

const addressLookup = createServiceContext<AddressLookupService>('AddressLookup');

/** Supplies the address look-up service (the app passes its API client's calls) to every form below. */
export const AddressLookupProvider = addressLookup.Provider;

/** The service given as a prop, else the one from `AddressLookupProvider`, else none (plain text). */
export const useAddressLookupService = addressLookup.useService;

export type AddressLookupProviderProps = ServiceProviderProps<AddressLookupService>;

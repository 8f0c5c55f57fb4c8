// Minimal typings for the `zipcodes` package (it ships none).
declare module 'zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeEntry | undefined;
}

/** The countries and fields of the address form: which fields a country shows and needs, and the country list. */
import { type AddressField, requiredAddressFields, US_COUNTRY, usesPostalCode } from '@siyum/domain';

/**
 * Fields shown for a country, in display order (spec §4, §9): the US asks for the postal code and
 * suggests streets inside it; elsewhere the form asks for the city (and region) and suggests inside
 * it. With no country chosen yet only the street lines show.
 */
export function visibleFields(country: string): AddressField[] {
  if (usesPostalCode(country)) return ['country', 'zip', 'street', 'street2'];
  if (country === '') return ['country', 'street', 'street2'];
  return ['country', 'city', 'street', 'street2', 'state'];
}

/** Which fields are required by default: the registration rules of spec §5. */
export function defaultRequired(country: string): Partial<Record<AddressField, boolean>> {
  return Object.fromEntries(requiredAddressFields(country).map((field) => [field, true]));
}

/** Country choices: the US first, then every region by its English name. */
export function countryOptions(locale = 'en'): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options = REGION_CODES.split(' ')
    .filter((code) => code !== US_COUNTRY)
    .flatMap((code) => {
      const label = names.of(code);
      return label === undefined ? [] : [{ value: code, label }];
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [{ value: US_COUNTRY, label: names.of(US_COUNTRY) ?? US_COUNTRY }, ...options];
}

// ISO 3166-1 alpha-2 codes in use.
const REGION_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

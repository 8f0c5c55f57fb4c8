/**
 * Texts of the memorial date chooser (issue 24): the date of passing (civil or Hebrew, and whether
 * it was after sunset) and the dates that follow from it, one of which the organizer may make the
 * siyum date. `{date}` is a written date, `{year}` a Hebrew year in digits.
 */
export const memorialMessages = {
  disclosure: 'Timing it to a memorial date?',
  title: 'Memorial dates',
  intro:
    'Enter the date of passing to see the shloshim, the yahrzeit and the end of the months of kaddish, then choose one as the siyum date.',

  calendar: 'Calendar',
  gregorian: 'Gregorian',
  hebrew: 'Hebrew',
  passingDate: 'Date of passing',
  afterSunset: 'After sunset',
  afterSunsetDescription:
    'The Hebrew day begins at nightfall, so a passing after sunset falls on the next Hebrew date.',
  hebrewDay: 'Day',
  hebrewMonth: 'Month',
  hebrewYear: 'Year',
  hebrewYearDescription: 'For example 5785.',
  choose: 'Choose',

  hebrewPassing: 'Hebrew date of passing: {date}',
  passedOn: 'Date of passing: {date}',
  offersTitle: 'Dates to choose from',
  shloshim: 'Shloshim',
  shloshimDetail: 'The 30th day, counting the day of passing as the first.',
  kaddishEleven: 'End of 11 months of kaddish',
  kaddishElevenDetail: 'The last day of the 11th month from the passing.',
  mourningTwelve: 'End of 12 months',
  mourningTwelveDetail: 'The last day of the 12th month: the year of mourning for a parent.',
  firstYahrzeit: 'First yahrzeit',
  firstYahrzeitDetail: 'The first anniversary of the passing on the Hebrew calendar.',
  nextYahrzeit: 'Next yahrzeit',
  nextYahrzeitDetail: 'The coming yahrzeit, from today.',
  useDate: 'Use this date',
  useDateLabel: 'Use this date: {name}',
  past: 'Already past',
  chosen: 'The siyum date',
  chosenNotice: 'The siyum date is now {date}.',

  loading: 'Loading the Hebrew calendar…',
  loadFailed: 'The Hebrew calendar could not be loaded. Check your connection and try again.',
  retry: 'Try again',

  problemFuture: 'The date of passing cannot be after today.',
  problemInvalid: 'Enter a real date, from the year 1000 on.',
  problemInvalidHebrew: 'Enter a day from 1 to 30 and a year from 4761 on.',
  problemNoSuchDay: 'That month has no 30th day in that year.',
  problemLeapYearAdar: '{year} is a leap year: choose Adar I or Adar II.',
  problemCommonYearAdar: '{year} is not a leap year: choose Adar.',
} as const;

import type * as english from '../forms';
import type { Translation } from '../translation';

export const authMessages = {
  loginTitle: 'התחברות',
  signUpTitle: 'הרשמה',
  forgotTitle: 'שכחתם את הסיסמה?',
  description:
    'נדרשת הרשמה ל־{product}. שימו לב: כדי ליהנות מחוויית {product} המלאה, התחברו עם אותם פרטי התחברות של החשבון שלכם ב־All Daf ו/או ב־All Mishnah.',
  forgotText:
    'הזינו את כתובת האימייל שאיתה נרשמתם, ונשלח לכם הוראות לאיפוס הסיסמה. איננו שומרים סיסמאות ולעולם לא נשלח לכם את הסיסמה באימייל.',
  separatorEmail: 'או התחברו עם אימייל',
  separatorOr: 'או',
  usernameOrEmail: 'שם משתמש או אימייל',
  password: 'סיסמה',
  showPassword: 'הצגת הסיסמה',
  hidePassword: 'הסתרת הסיסמה',
  forgotLink: 'שכחתם?',
  logInButton: 'התחברו',
  noAccount: 'עדיין אין לכם חשבון?',
  signUpLink: 'הירשמו',
  continueWithEmail: 'המשיכו עם אימייל',
  haveAccount: 'כבר יש לכם חשבון?',
  logInLink: 'התחברו',
  google: 'התחברות עם Google',
  apple: 'התחברות עם Apple',
} as const satisfies Translation<typeof english.authMessages>;

export const validationMessages = {
  usernameRequired: 'יש להזין שם משתמש או אימייל.',
  passwordRequired: 'יש להזין סיסמה.',
  emailNotAllowed: 'לא ניתן להשתמש בכתובת האימייל הזו.',
  emailCheckFailed: 'לא הצלחנו לבדוק את כתובת האימייל. נסו שוב.',
  firstNameRequired: 'יש להזין שם פרטי.',
  lastNameRequired: 'יש להזין שם משפחה.',
  emailRequired: 'יש להזין אימייל.',
  emailInvalid: 'הזינו כתובת אימייל תקינה.',
  phoneRequired: 'יש להזין מספר טלפון.',
  agreementRequired: 'יש לאשר את התנאים.',
  countryRequired: 'יש לבחור מדינה.',
  postalCodeRequired: 'יש להזין מיקוד.',
  cityRequired: 'יש להזין עיר.',
  streetRequired: 'יש להזין רחוב.',
  phoneNotAllowed: 'לא ניתן להשתמש במספר הטלפון הזה.',
  confirmationCodeRequired: 'יש להזין קוד אימות.',
  codeRequired: 'יש להזין קוד.',
  newPasswordRequired: 'יש להזין סיסמה חדשה.',
  passwordMinLength: 'הסיסמה חייבת להכיל לפחות {min} תווים.',
  passwordLowercase: 'הסיסמה חייבת לכלול אותיות קטנות באנגלית.',
  passwordUppercase: 'הסיסמה חייבת לכלול אותיות גדולות באנגלית.',
  passwordNumbers: 'הסיסמה חייבת לכלול ספרות.',
  passwordSpecial: 'הסיסמה חייבת לכלול תווים מיוחדים.',
  passwordsMustMatch: 'הסיסמאות חייבות להיות זהות.',
  valueRequired: 'זהו שדה חובה.',
  valueNotEmail: 'הערך אינו כתובת אימייל תקינה.',
  valueMustEqual: 'הערך חייב להיות זהה לערך השני.',
  mfaSetupInvalid: 'לא ניתן להמשיך בהגדרת האימות הדו־שלבי עם התשובה שהתקבלה.',
} as const satisfies Translation<typeof english.validationMessages>;

export const loginErrorsMessages = {
  NotAuthorizedException: 'האימייל או הסיסמה שגויים.',
  UserNotConfirmedException: 'החשבון עדיין לא אומת. חפשו באימייל שלכם את הקישור לאימות החשבון.',
  TooManyFailedAttemptsException: 'יותר מדי ניסיונות התחברות כושלים. נסו שוב מאוחר יותר.',
  NetworkError: 'שגיאת רשת. בדקו את החיבור לאינטרנט.',
  other: 'אירעה שגיאה לא ידועה. נסו שוב.',
} as const satisfies Translation<typeof english.loginErrorsMessages>;

export const signUpErrorsMessages = {
  UserLambdaValidationException: 'כבר קיים חשבון עם כתובת האימייל הזו.',
  InvalidPasswordException: 'הסיסמה חייבת לעמוד בדרישות האבטחה.',
  InvalidParameterException: 'חלק מהשדות אינם תקינים. בדקו את הפרטים שהזנתם.',
  NotAuthorizedException: 'אחד הפרטים או יותר אינם מותרים.',
  LimitExceededException: 'יותר מדי ניסיונות הרשמה. נסו שוב מאוחר יותר.',
  NetworkError: 'שגיאת רשת. בדקו את החיבור ונסו שוב.',
  other: 'משהו השתבש ביצירת החשבון.',
} as const satisfies Translation<typeof english.signUpErrorsMessages>;

export const confirmSignUpErrorsMessages = {
  CodeMismatchException: 'קוד האימות שגוי.',
  ExpiredCodeException: 'תוקף קוד האימות פג. בקשו קוד חדש.',
  UserNotFoundException: 'לא נמצא חשבון עם כתובת האימייל הזו.',
  NotAuthorizedException: 'החשבון הזה כבר אומת.',
  LimitExceededException: 'יותר מדי ניסיונות. נסו שוב מאוחר יותר.',
  NetworkError: 'בעיית רשת. בדקו את החיבור.',
  other: 'לא הצלחנו לאמת את ההרשמה.',
} as const satisfies Translation<typeof english.confirmSignUpErrorsMessages>;

export const resetRequestErrorsMessages = {
  LimitExceededException: 'יותר מדי ניסיונות. נסו שוב מאוחר יותר.',
  NetworkError: 'שגיאת רשת. בדקו את החיבור.',
  other: 'משהו השתבש. נסו שוב.',
} as const satisfies Translation<typeof english.resetRequestErrorsMessages>;

export const resetConfirmErrorsMessages = {
  ExpiredCodeException: 'תוקף קוד האימות פג. בקשו קוד חדש.',
  CodeMismatchException: 'קוד האימות שגוי.',
  InvalidPasswordException: 'הסיסמה אינה עומדת בדרישות האבטחה.',
  UserNotFoundException: 'המשתמש לא נמצא.',
  TooManyFailedAttemptsException: 'יותר מדי ניסיונות כושלים. נסו שוב מאוחר יותר.',
  NetworkError: 'בעיית רשת. בדקו את החיבור לאינטרנט.',
  other: 'איפוס הסיסמה נכשל. נסו שוב.',
} as const satisfies Translation<typeof english.resetConfirmErrorsMessages>;

export const identityErrorsMessages = {
  notAuthenticated: 'יש להתחבר כדי לבצע את הפעולה.',
  alreadySignedIn: 'כבר יש משתמש מחובר.',
  notConfirmedInTime: 'החשבון לא אומת בזמן.',
  oauthCancelled: 'ההתחברות בוטלה.',
  oauthNoToken: 'תהליך ההתחברות לא החזיר אסימון גישה.',
  invalidTokens: 'אסימונים לא תקינים.',
  networkError: 'שגיאת רשת.',
  emptyPassword: 'הסיסמה לא יכולה להיות ריקה.',
  emptyCode: 'קוד האימות לא יכול להיות ריק.',
  oauthHostedUi: 'לא ניתן היה להשלים את ההתחברות. יש לבדוק את הגדרות מסך ההתחברות של מאגר המשתמשים.',
  configuration: 'שגיאת הגדרות (פרטים במסוף) – פנו למנהל האתר.',
  alreadyConfirmed: 'החשבון כבר אומת.',
  noAuthorizationToken: 'לא נמצא אסימון הרשאה.',
  invalidRedirect: 'כתובת ההפניה אחרי ההתחברות או ההתנתקות אינה תקינה או שלא נמצאה.',
  invalidOrigin: 'ההפניה הגיעה ממקור אחר. יש להתחיל את תהליך ההתחברות מאותו מקור.',
} as const satisfies Translation<typeof english.identityErrorsMessages>;

export const selectMessages = {
  allAvailableSelected: 'כל האפשרויות כבר נבחרו',
  selectAll: 'בחירת הכול',
  search: 'חיפוש',
  placeholder: 'בחרו…',
  removeChip: 'הסרת {label}',
  noMatches: 'אין תוצאות',
} as const satisfies Translation<typeof english.selectMessages>;

export const phoneFieldMessages = {
  country: 'קידומת מדינה',
  number: 'מספר טלפון',
  countryOption: '{name} +{callingCode}',
  countryShort: '{country} +{callingCode}',
} as const satisfies Translation<typeof english.phoneFieldMessages>;

export const addressMessages = {
  country: 'מדינה',
  street: 'כתובת',
  street2: 'דירה, כניסה, יחידה (לא חובה)',
  zip: 'מיקוד',
  city: 'עיר',
  state: 'מחוז / אזור',
  suggestions: 'הצעות לכתובת',
  units: 'בחרו יחידה',
  moreEntries: 'ועוד {count} כתובות',
  countryPlaceholder: 'בחרו מדינה',
  streetPlaceholder: 'התחילו להקליד את כתובת הרחוב',
  searching: 'מחפש כתובות',
  noSuggestions: 'לא נמצאו הצעות לכתובת הזו. הזינו אותה במלואה.',
  verified: 'כתובת מאומתת',
} as const satisfies Translation<typeof english.addressMessages>;

export const serverMessages = {
  unauthorized: 'יש להתחבר כדי לעשות זאת.',
  forbidden: 'אין לכם הרשאה לעשות זאת.',
  notFound: 'לא נמצא.',
  timeout: 'הבקשה ארכה זמן רב מדי. נסו שוב.',
  conflict: 'מישהו אחר שינה את הנתונים בינתיים. טענו את הדף מחדש ונסו שוב.',
  tooManyRequests: 'יותר מדי בקשות. המתינו רגע ונסו שוב.',
  badRequest: 'חלק מהשדות אינם תקינים. בדקו את הפרטים שהזנתם.',
  payloadTooLarge: 'הבקשה גדולה מדי לשליחה.',
  internal: 'משהו השתבש אצלנו. נסו שוב.',
  unavailable: 'השירות עולה כעת או שאינו זמין לרגע. נסו שוב בעוד רגע.',
} as const satisfies Translation<typeof english.serverMessages>;

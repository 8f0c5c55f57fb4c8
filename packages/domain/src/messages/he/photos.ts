import type * as english from '../photos';
import type { Translation } from '../translation';

export const photoMessages = {
  label: 'תמונה',
  choose: 'בחירת תמונה',
  dropHint: 'אפשר גם לגרור תמונה לכאן או להדביק אותה.',
  dropTarget: 'שחררו את התמונה כאן',
  myPhotos: 'התמונות שלי',

  // "Shift" is the name printed on the key.
  cropInstructions:
    'גררו את המסגרת, או עברו אליה במקלדת והזיזו אותה במקשי החצים (עם Shift היא זזה יותר), והגדילו או הקטינו ב־+ או ב־−.',
  cropImage: 'התמונה לחיתוך',
  cropFrame: 'מסגרת החיתוך',
  cropPosition: 'הגדלה {zoom}%, {left}% מצד שמאל, {top}% מלמעלה.',
  zoom: 'הגדלה',
  zoomValue: '{zoom}%',
  useCrop: 'שימוש בתמונה הזו',
  cancelCrop: 'ביטול',

  uploading: 'מעלה את התמונה',
  uploadProgress: 'מעלה את התמונה… {percent}%',
  cancelUpload: 'ביטול ההעלאה',
  retry: 'נסו שוב',

  preview: 'תמונת הסיום',
  replace: 'החלפת התמונה',
  remove: 'הסרת התמונה',
  saved: 'התמונה נשמרה.',
  removed: 'התמונה הוסרה.',

  notImage: 'אי אפשר להשתמש בקובץ הזה כתמונה. בחרו תמונה בפורמט JPEG, PNG, WebP, GIF או AVIF.',
  tooLarge: 'התמונה גדולה מ־{limit}. בחרו תמונה קטנה יותר.',
  tooManyPixels: 'התמונה גדולה מדי לעיבוד (יותר מ־{limit} מגה־פיקסל). בחרו תמונה קטנה יותר.',
  uploadFailed: 'לא הצלחנו להעלות את התמונה. בדקו את החיבור לאינטרנט ונסו שוב.',
  uploadCancelled: 'ההעלאה בוטלה. התמונה לא שונתה.',
  credentialsExpired: 'פג תוקף ההתחברות. התחברו מחדש ונסו שוב.',
  listFailed: 'לא הצלחנו לטעון את התמונות שלכם. נסו שוב.',

  libraryTitle: 'התמונות שלי',
  libraryDescription: 'תמונות שהעליתם בעבר. בחרו אחת כדי לחתוך אותה ולהשתמש בה כאן.',
  libraryLoading: 'טוען את התמונות שלכם…',
  libraryEmpty: 'עדיין לא העליתם תמונות.',
  libraryItem: 'תמונה שהועלתה ב־{date}',
  showMore: 'הצגת עוד',
  close: 'סגירה',
} as const satisfies Translation<typeof english.photoMessages>;

import type * as english from '../api';
import type { Translation } from '../translation';
import { serverMessages } from './forms';

export const apiErrorMessages = {
  offline: 'לא הצלחנו להתחבר לשרת. בדקו את החיבור ונסו שוב.',
  timeout: 'השרת לא ענה בזמן. נסו שוב.',
  busy: serverMessages.tooManyRequests,
  server: serverMessages.internal,
  retry: 'נסו שוב',
} as const satisfies Translation<typeof english.apiErrorMessages>;

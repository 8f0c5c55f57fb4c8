import type { UiMessages } from '@siyum/ui/messages';
import { useUiMessageTranslator } from '@siyum/ui/messages';
import { useCallback } from 'react';
import type { ApiErrorSections } from '../api/errors';

/** The catalogue sections a failure shown to the user is worded from. */
export type UserFacingSections = ApiErrorSections & Pick<UiMessages, 'siyumPage'>;

/** A failure's sentence from the catalogue, in the wording of the sections it is given. */
export type UserFacingWords = (sections: UserFacingSections) => string;

/**
 * A failure whose message is written for the user (from the catalogue): the error page shows it as
 * is. It carries its English sections (`ENGLISH_USER_FACING_SECTIONS`, from the page that threw, so
 * the app's first bundle does not carry them) and its words are chosen when it is shown
 * (`useUserFacingMessage`), in the reader's language then; `message` holds the English, for the logs.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(
    readonly words: UserFacingWords,
    readonly english: UserFacingSections,
    readonly status?: number,
  ) {
    super(words(english));
  }
}

/** A `UserFacingError`'s sentence in the reader's language (the nearest `UiMessagesProvider`'s); undefined for any other error. */
export function useUserFacingMessage(): (error: unknown) => string | undefined {
  const translate = useUiMessageTranslator();
  return useCallback(
    (error: unknown) =>
      error instanceof UserFacingError ? error.words(translate(error.english)) : undefined,
    [translate],
  );
}

/** A failure whose message is written for the user (from the catalogue): the error page shows it as is. */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

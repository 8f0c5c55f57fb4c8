/**
 * The app's one way to write a cookie (§9 cookie storage): a whole-site path, `Secure` over HTTPS
 * (a plain-HTTP local stack would otherwise drop it), the given lifetime and SameSite.
 */
export function writeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = `${name}=${value}; Max-Age=${options.maxAgeSeconds}; Path=/; SameSite=${options.sameSite}${secure}`;
}

export const DAY_SECONDS = 24 * 60 * 60;

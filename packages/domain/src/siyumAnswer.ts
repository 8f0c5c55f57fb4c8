import type { SiyumReadInput } from './navigation';

/**
 * A siyum's page (/s/{id}) served with the siyum in it: what `siyum.byId` answers a visitor,
 * read by the server that writes the link preview anyway. The page draws from it at once instead
 * of asking the API again: a visitor opening a shared link waits one round trip less. The answer
 * is the same for everyone who may read the siyum (a listed siyum's; an unlisted one's only with
 * its share key, which the page adds from its link), so nothing here depends on who asks.
 */

/** The page's JSON data block: not a script the browser runs, so the CSP has nothing to allow. */
export const SIYUM_ANSWER_ELEMENT_ID = 'siyum-answer';

/** What the page carries: the input it answers, and the answer (`Siyum`, checked by the API's schema). */
export interface SiyumAnswer {
  input: SiyumReadInput;
  answer: unknown;
}

/**
 * `html` with the answer before `</body>`. Every `<` is written `\u003c` (JSON reads it back the
 * same), so no title or name in it can close the block or open a tag.
 */
export function withSiyumAnswer(html: string, embedded: SiyumAnswer): string {
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SIYUM_ANSWER_ELEMENT_ID}">${json}</script>`;
  // A replacer function: a replacement string would read `$&` in a title as a pattern.
  return html.replace(/<\/body>/i, () => `  ${block}\n  </body>`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The answer in a page's data block when it answers `input` (the same id, the same key or none),
 * else undefined: another siyum's, a damaged block, no block.
 */
export function readSiyumAnswer(text: string | null | undefined, input: SiyumReadInput): unknown {
  if (!text) return undefined;
  let embedded: unknown;
  try {
    embedded = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(embedded) || !isRecord(embedded.input) || !isRecord(embedded.answer)) return undefined;
  const { id, key } = embedded.input;
  const inputKey = 'key' in input ? input.key : undefined;
  return id === input.id && key === inputKey && embedded.answer.id === input.id ? embedded.answer : undefined;
}

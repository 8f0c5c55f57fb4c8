import { readSiyumAnswer, SIYUM_ANSWER_ELEMENT_ID, type Siyum, type SiyumReadInput } from '@siyum/domain';

/** The page's data block, taken out of the document once; null once used or when there was none. */
let carried: string | null | undefined;

/**
 * The siyum the server wrote into a /s/{id} page as `siyum.byId` answers a visitor
 * (packages/api/src/web/sharePreview.ts), for the query that asks the same: the page draws it at
 * once instead of asking the API again. Taken once — a later navigation's queries ask the API.
 */
export function takeCarriedSiyum(input: SiyumReadInput): Siyum | undefined {
  if (carried === undefined) {
    const block = typeof document === 'undefined' ? null : document.getElementById(SIYUM_ANSWER_ELEMENT_ID);
    carried = block?.textContent ?? null;
    block?.remove();
  }
  const answer = readSiyumAnswer(carried, input);
  if (answer === undefined) return undefined;
  carried = null;
  // The API's own answer, put through its output schema by the server (no zod in the page's code).
  return answer as Siyum;
}

/** When the carried answer was read: as the page was asked for (the browser's clock, not the server's). */
export const carriedAt = (): number => Math.round(performance.timeOrigin);

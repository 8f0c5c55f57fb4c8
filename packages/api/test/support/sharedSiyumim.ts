import {
  readSiyumAnswer,
  SIYUM_ANSWER_ELEMENT_ID,
  type Siyum,
  type SiyumReadInput,
  siyumCreateInputSchema,
} from '@siyum/domain';
import { type Db, users } from '../../src/db';
import { createSiyum } from '../../src/services/siyums';

/** The listed siyum's title: every character HTML escapes, so a preview must escape it. */
export const LISTED_TITLE = 'Tehillim for <Sarah> & "friends"';
/** …and as the preview's <title> and og:title write it (product "Siyum"). */
export const LISTED_TITLE_ESCAPED = 'Tehillim for &#60;Sarah&#62; &#38; &#34;friends&#34; - Siyum';

/**
 * The two siyumim link-preview tests share (web-share.test.ts, web-share-edge.test.ts): a listed
 * one and an unlisted one (with its share key), both with a dedication, made by a new owner.
 */
export async function seedSharedSiyumim(db: Db, sub: string): Promise<{ listed: Siyum; unlisted: Siyum }> {
  const [owner] = await db
    .insert(users)
    .values({ sub, email: `${sub}@example.org`, firstName: 'Rivka' })
    .returning();
  const create = (title: string, visibility: 'public' | 'unlisted') =>
    createSiyum(
      db,
      owner!.id,
      siyumCreateInputSchema.parse({
        title,
        corpus: 'tehillim',
        unit: 'book',
        targetDate: '2031-01-01',
        visibility,
        dedicationKind: 'memory',
        dedicationNames: 'Sarah bat Avraham',
      }),
    );
  return {
    listed: await create(LISTED_TITLE, 'public'),
    unlisted: await create('Family Tehillim', 'unlisted'),
  };
}

const CARRIED = new RegExp(
  `<script type="application/json" id="${SIYUM_ANSWER_ELEMENT_ID}">([\\s\\S]*?)</script`,
  'i',
);

/** The siyum a /s/{id} page carries for `input`, read as the page reads it (undefined: none). */
export const carriedSiyum = (html: string, input: SiyumReadInput): unknown =>
  readSiyumAnswer(CARRIED.exec(html)?.[1], input);

/**
 * The finish line's rules as pure functions (issue 24): whether a siyum is complete, who learned
 * what for the completion page, and where the completion page and the lobby screen live. No React,
 * no DOM: unit-tested in node.
 */
import {
  CORPORA,
  type CorpusId,
  format,
  type Locale,
  labelNames,
  listFormat,
  localName,
  type Portion,
  type Siyum,
  siyumCommunityMessages,
} from '@siyum/domain';
import type { UiMessages } from '@siyum/ui/messages';
import { scopeNames } from '../create/createSiyum';

// The rule the siyum cards use: every portion learned, and a siyum without portions never is.
export { isComplete } from '../community/cardText';

/** One learner on the completion page: their public name and what they learned, in the text's order. */
export interface CertificateLearner {
  userId: number;
  name: string;
  portions: Portion[];
}

/**
 * Everyone who learned a portion, each once with the portions they finished, in the text's order;
 * the learners in the order of their first portion (the board's reading order). A learning still
 * under way is not on a completion page. The names are the board's (first name, last initial), so
 * the page shows nobody the board does not.
 */
export function certificateLearners(portions: readonly Portion[]): CertificateLearner[] {
  const byId = new Map<number, CertificateLearner>();
  const ordered = [...portions].sort((a, b) => a.order - b.order);
  for (const portion of ordered) {
    for (const learner of portion.learners) {
      if (learner.status !== 'completed') continue;
      let entry = byId.get(learner.userId);
      if (!entry) {
        entry = { userId: learner.userId, name: learner.name, portions: [] };
        byId.set(learner.userId, entry);
      }
      entry.portions.push(portion);
    }
  }
  return [...byId.values()];
}

/** Names listed the way `tag` lists them: "Berakhot, Peah and Demai", "ברכות, פאה ודמאי". */
const listed = (names: readonly string[], tag: string): string =>
  listFormat(tag, { style: 'long', type: 'conjunction' }).format(names);

/** The portions' names in the reader's language (`locale`), listed in `tag`'s way. */
export function portionNames(portions: readonly Portion[], locale: Locale, tag: string): string {
  return listed(
    portions.map((portion) => localName(labelNames(portion), locale)),
    tag,
  );
}

type CommunityMessages = UiMessages['siyumCommunity'];

/**
 * The text a siyum learns, as the cards write it ("Mishnah · by tractate"), and its chosen books
 * when it learns only some ("Berakhot, Shabbat").
 */
export function siyumTextLines(
  siyum: { corpus: CorpusId; unit: Siyum['unit']; scope: readonly string[] },
  locale: Locale,
  tag: string,
  community: CommunityMessages = siyumCommunityMessages,
): { text: string; scope: string | null } {
  const text = format(community.textLine, {
    corpus: localName(CORPORA[siyum.corpus], locale),
    unit: community.unit[siyum.unit],
  });
  const scope = siyum.scope.length > 0 ? listed(scopeNames(siyum.corpus, siyum.scope, locale), tag) : null;
  return { text, scope };
}

type SiyumRef = { id: number; shareKey?: string | undefined };

const withKey = (path: string, siyum: SiyumRef) => (siyum.shareKey ? `${path}?key=${siyum.shareKey}` : path);

/**
 * Where a siyum's completion page and lobby screen live. Neither is in the site's navigation: the
 * organizer reaches them from the siyum page. An unlisted siyum's carry its share key, so the
 * screen in the shul's hall opens without anyone signing in there.
 */
export const finishPaths = {
  certificate: (siyum: SiyumRef): string => withKey(`/certificate/${siyum.id}`, siyum),
  lobby: (siyum: SiyumRef): string => withKey(`/lobby/${siyum.id}`, siyum),
} as const;

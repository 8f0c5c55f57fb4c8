/**
 * The widgets for a Hebrew reader (issue 23), rendered to markup in node: names in Hebrew, the
 * Hebrew date first, numbers, dates and lists in he-IL, learners' names isolated in `<bdi>`. And
 * for an English reader, the markup the Storybook baselines hold.
 */
import { type Portion, siyumBoardMessages } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { UiMessagesProvider } from '@siyum/ui/messages';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../board/board';
import { mishnahBoard, mishnahSharedBoard, portionNamed, VIEWER } from '../board/fixtures';
import { PortionRow } from '../board/PortionRow';
import { COMMUNITY_TODAY, memorySiyum } from '../community/fixtures';
import { SiyumCard } from '../community/SiyumCard';
import { describeDate, scopeNames } from '../create/createSiyum';
import { portionOptionsOf } from '../manage/participants';
import { DateWithHebrew } from './DateWithHebrew';
import { LocalName, PortionLabel } from './NameWithHebrew';
import { ENGLISH_READER, formatNodes, listNodes, readerLocale } from './reader';

const HEBREW_READER = readerLocale({ locale: 'he', tag: 'he-IL', dir: 'rtl' });
const inEnglish = (node: ReactNode) => renderToStaticMarkup(node);
const inHebrew = (node: ReactNode) =>
  renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: a .ts test has no JSX to nest the provider's children in
    createElement(UiMessagesProvider, { messages: he, locale: 'he', children: node }),
  );

const BERAKHOT_1 = { labelEn: 'Berakhot 1', labelHe: 'ברכות פרק א׳' };

describe('the reader’s sentences', () => {
  it('are the plain strings for an English reader', () => {
    expect(formatNodes('Taken by {names}', { names: ENGLISH_READER.isolate('Rivka L.') })).toBe(
      'Taken by Rivka L.',
    );
    expect(listNodes(['Rivka L.', 'Moshe K.', 'Chana B.'], 'en')).toBe('Rivka L., Moshe K., and Chana B.');
  });

  it('isolate people’s names in <bdi> for a Hebrew reader, listed the Hebrew way', () => {
    const names = formatNames(['Rivka L.', 'Moshe K.'], he.siyumBoard, HEBREW_READER);
    expect(inEnglish(createElement('p', null, names))).toBe(
      '<p><bdi>Rivka L.</bdi> ו-<bdi>Moshe K.</bdi></p>',
    );
    expect(HEBREW_READER.isolateText('Rivka L.')).toBe('\u2068Rivka L.\u2069');
    // Hebrew's "and" takes its form from the name after it: "ו-Moshe", "ומשה".
    expect(
      inEnglish(createElement('p', null, formatNames(['Rivka L.', 'משה ק.'], he.siyumBoard, HEBREW_READER))),
    ).toBe('<p><bdi>Rivka L.</bdi> ו<bdi>משה ק.</bdi></p>');
  });

  it('end a long list with "and N more" in the reader’s words', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    expect(formatNames(names)).toBe('A, B, C, and 2 more');
    expect(inEnglish(createElement('p', null, formatNames(names, he.siyumBoard, HEBREW_READER)))).toBe(
      '<p><bdi>A</bdi>, <bdi>B</bdi>, <bdi>C</bdi> ועוד 2</p>',
    );
  });
});

describe('names of texts and portions', () => {
  it('an English reader sees the English name, then the Hebrew one', () => {
    expect(inEnglish(createElement(PortionLabel, { portion: BERAKHOT_1, block: 'x' }))).toBe(
      '<span class="x__label">Berakhot 1</span><span class="x__label-he" lang="he" dir="rtl">ברכות פרק א׳</span>',
    );
  });

  it('a Hebrew reader sees the Hebrew name alone, as the main name', () => {
    expect(inHebrew(createElement(PortionLabel, { portion: BERAKHOT_1, block: 'x' }))).toBe(
      '<span class="x__label">ברכות פרק א׳</span>',
    );
  });

  it('a Hebrew reader sees the English name, isolated, where there is no Hebrew one', () => {
    expect(
      inHebrew(createElement(PortionLabel, { portion: { ...BERAKHOT_1, labelHe: '' }, block: 'x' })),
    ).toBe('<bdi class="x__label" lang="en">Berakhot 1</bdi>');
    expect(inHebrew(createElement(LocalName, { name: { en: 'Berakhot 1' } }))).toBe(
      '<bdi lang="en">Berakhot 1</bdi>',
    );
    expect(inEnglish(createElement(LocalName, { name: { en: 'Berakhot 1', he: 'ברכות' } }))).toBe(
      'Berakhot 1',
    );
  });

  it('pickers and lists name portions and books in the reader’s language', () => {
    const [portion] = mishnahBoard();
    if (!portion) throw new Error('no portion');
    expect(portionOptionsOf([portion])[0]?.label).toBe('Berakhot');
    expect(portionOptionsOf([portion], 'he')[0]?.label).toBe('ברכות');
    expect(scopeNames('mishnah', ['peah', 'berakhot'], 'he')).toEqual(['ברכות', 'פאה']);
  });
});

describe('dates', () => {
  it('an English reader gets the Gregorian date in the words, then the Hebrew one', () => {
    const html = inEnglish(
      createElement(DateWithHebrew, { date: '2027-03-01', template: 'Siyum on {date}' }),
    );
    expect(html).toContain(
      '<time class="siyum-date__gregorian" dateTime="2027-03-01">Siyum on 1 March 2027</time>',
    );
    expect(html.indexOf('Siyum on')).toBeLessThan(html.indexOf('אדר'));
  });

  it('a Hebrew reader gets the Hebrew date in the words, then the Gregorian one in he-IL', () => {
    const html = inHebrew(createElement(DateWithHebrew, { date: '2027-03-01', template: 'הסיום ב־{date}' }));
    expect(html).toBe(
      '<span class="siyum-date"><span class="siyum-date__lead">הסיום ב־כ״ב אדר א׳ תשפ״ז</span>' +
        '<time class="siyum-date__gregorian" dateTime="2027-03-01">1 במרץ 2027</time></span>',
    );
  });

  it('the wizard writes the chosen day in the reader’s locale', () => {
    expect(describeDate('2027-03-14', '2026-12-01')).toBe('Sunday, March 14, 2027 (in 103 days)');
    expect(describeDate('2027-03-14', '2026-12-01', he.siyumCreate, 'he-IL')).toContain('14 במרץ 2027');
  });
});

describe('a board row for a Hebrew reader', () => {
  const row = (portion: Portion) =>
    inHebrew(
      createElement(PortionRow, {
        portion,
        viewerId: VIEWER.userId,
        claimPolicy: 'multiple',
        busy: false,
        pressed: undefined,
        notice: undefined,
        onAction: () => undefined,
        onFocusRow: () => undefined,
      }),
    );

  it('names the portion in Hebrew, in its text and its button’s name, and isolates who learns it', () => {
    const taken = mishnahSharedBoard().find(
      (portion) => portion.learners.length > 1 && portion.learners.every((l) => l.userId !== VIEWER.userId),
    );
    if (!taken) throw new Error('no portion with learners');
    const html = row(taken);
    expect(html).toContain(`<span class="siyum-board__label">${taken.labelHe}</span>`);
    expect(html).toContain(`aria-label="הרשמה: ${taken.labelHe}"`);
    for (const learner of taken.learners) expect(html).toContain(`<bdi>${learner.name}</bdi>`);
    // No English word a reader sees (the link to the text on Sefaria has its English address).
    expect(html.replace(/ href="[^"]*"/g, '')).not.toContain(taken.labelEn);
    expect(html).toContain('ספריא');
  });

  it('keeps the English row as it was', () => {
    const peah = portionNamed(mishnahBoard(), 'Peah');
    const html = inEnglish(
      createElement(PortionRow, {
        portion: peah,
        viewerId: VIEWER.userId,
        claimPolicy: 'single',
        busy: false,
        pressed: undefined,
        notice: undefined,
        onAction: () => undefined,
        onFocusRow: () => undefined,
      }),
    );
    expect(html).not.toContain('<bdi');
    expect(html).toContain(`<span class="siyum-board__label">Peah</span>`);
    expect(html).toContain(`${siyumBoardMessages.takenBy.replace('{names}', '')}`);
  });
});

describe('a siyum card for a Hebrew reader', () => {
  it('names the text in Hebrew and isolates the organizer’s name', () => {
    const card = { siyum: memorySiyum, href: '/s/1', today: COMMUNITY_TODAY };
    const hebrew = inHebrew(createElement(SiyumCard, card));
    expect(hebrew).toContain('משנה · ');
    expect(hebrew).toContain(`בארגון <bdi>${memorySiyum.user.name}</bdi>`);
    const english = inEnglish(createElement(SiyumCard, card));
    expect(english).toContain('Mishnah · ');
    expect(english).toContain(`Organized by ${memorySiyum.user.name}`);
  });
});

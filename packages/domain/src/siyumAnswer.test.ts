import { describe, expect, it } from 'vitest';
import { readSiyumAnswer, SIYUM_ANSWER_ELEMENT_ID, withSiyumAnswer } from './siyumAnswer';

const page =
  '<!doctype html><html><head><title>Siyum</title></head><body><div id="root"></div></body></html>';
const hostile = "Mishnah </script><script>alert(1)</script> <!-- $& $' for Sarah";
const answer = { id: 42, title: hostile, progress: { total: 525, completed: 120 } };

/** The text of the page's data block, as the browser's parser would hand it to the page. */
function blockText(html: string): string | undefined {
  const open = `<script type="application/json" id="${SIYUM_ANSWER_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  if (start < 0) return undefined;
  // A script element's text ends at the first `</script` whatever it is inside.
  const end = html.toLowerCase().indexOf('</script', start + open.length);
  return html.slice(start + open.length, end);
}

describe('a siyum page carrying its siyum', () => {
  it('puts the answer in one data block before </body> that no title can close, and reads it back whole', () => {
    const html = withSiyumAnswer(page, { input: { id: 42 }, answer });
    expect(html.indexOf(SIYUM_ANSWER_ELEMENT_ID)).toBeLessThan(html.indexOf('</body>'));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)</script>');
    expect(readSiyumAnswer(blockText(html), { id: 42 })).toEqual(answer);
  });

  it('answers only the input it was read for: the same id, the same key or none', () => {
    const keyed = blockText(withSiyumAnswer(page, { input: { id: 42, key: 'k'.repeat(22) }, answer }));
    expect(readSiyumAnswer(keyed, { id: 42, key: 'k'.repeat(22) })).toEqual(answer);
    expect(readSiyumAnswer(keyed, { id: 42 })).toBeUndefined();
    expect(readSiyumAnswer(keyed, { id: 42, key: 'x'.repeat(22) })).toBeUndefined();
    const plain = blockText(withSiyumAnswer(page, { input: { id: 42 }, answer }));
    expect(readSiyumAnswer(plain, { id: 43 })).toBeUndefined();
    expect(readSiyumAnswer(plain, { id: 42, key: 'k'.repeat(22) })).toBeUndefined();
    // An answer about another siyum than its input says is not trusted either.
    const crossed = blockText(withSiyumAnswer(page, { input: { id: 42 }, answer: { ...answer, id: 7 } }));
    expect(readSiyumAnswer(crossed, { id: 42 })).toBeUndefined();
  });

  it('reads nothing from no block, a damaged one or one of another shape', () => {
    expect(readSiyumAnswer(undefined, { id: 42 })).toBeUndefined();
    expect(readSiyumAnswer('', { id: 42 })).toBeUndefined();
    expect(readSiyumAnswer('{"input":{"id":42},"answer":', { id: 42 })).toBeUndefined();
    expect(readSiyumAnswer('{"input":{"id":42},"answer":"Mishnah"}', { id: 42 })).toBeUndefined();
    expect(readSiyumAnswer('[42]', { id: 42 })).toBeUndefined();
  });
});

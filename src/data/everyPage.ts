/**
 * Every page of a cursor-paged procedure, in order: each answer is bounded (issue 17), so a list a
 * page shows whole is read page by page. `read` gets the previous page's `nextCursor` (none first).
 */
export async function everyPage<P extends { nextCursor: number | null }>(
  read: (cursor: number | undefined) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await read(cursor);
    pages.push(page);
    // Cursors only grow: one that does not would read the same page forever.
    if (page.nextCursor === null || page.nextCursor <= (cursor ?? 0)) return pages;
    cursor = page.nextCursor;
  }
}

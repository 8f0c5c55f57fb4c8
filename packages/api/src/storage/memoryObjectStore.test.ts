import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryObjectStore } from './memoryObjectStore';

const bytes = (text: string) => new TextEncoder().encode(text);
const put = (store: ReturnType<typeof createMemoryObjectStore>, keys: string[]) =>
  Promise.all(keys.map((key) => store.put(key, bytes(key), { contentType: 'text/plain' })));

describe('memory object store', () => {
  it('gives back what was put, with an S3-style ETag, and null for a missing key', async () => {
    const store = createMemoryObjectStore();
    await store.put('a/b', bytes('hello'), { contentType: 'text/plain' });
    const md5 = createHash('md5').update('hello').digest('hex');
    expect(await store.get('a/b')).toEqual({
      body: bytes('hello'),
      contentType: 'text/plain',
      eTag: `"${md5}"`,
    });
    expect(await store.get('a/c')).toBeNull();
  });

  it('keeps its own copy of a body (a caller reusing its buffer changes nothing)', async () => {
    const store = createMemoryObjectStore();
    const body = bytes('abc');
    await store.put('k', body, { contentType: 'text/plain' });
    body[0] = 0x7a;
    const first = await store.get('k');
    first?.body.fill(0);
    expect(new TextDecoder().decode((await store.get('k'))?.body)).toBe('abc');
  });

  it('deletes the keys given and ignores missing ones', async () => {
    const store = createMemoryObjectStore();
    await put(store, ['x/1', 'x/2', 'y/1']);
    await store.delete(['x/1', 'x/9', 'y/1']);
    expect(store.keys()).toEqual(['x/2']);
  });

  it('lists a prefix in key order, page by page, with continuation tokens', async () => {
    const store = createMemoryObjectStore();
    await put(store, ['p/c', 'p/a', 'q/a', 'p/b', 'p/d', 'pa']);
    const first = await store.list('p/', { maxKeys: 2 });
    expect(first.items.map((item) => item.key)).toEqual(['p/a', 'p/b']);
    expect(first.items[0]).toMatchObject({ size: 3, eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(first.nextToken).toEqual(expect.any(String));
    const second = await store.list('p/', { maxKeys: 2, continuationToken: first.nextToken });
    expect(second.items.map((item) => item.key)).toEqual(['p/c', 'p/d']);
    // Exactly filled: nothing follows, so no token.
    expect(second.nextToken).toBeUndefined();
  });

  it('answers at most 1000 keys a page whatever maxKeys asks', async () => {
    const store = createMemoryObjectStore();
    await put(
      store,
      Array.from({ length: 1001 }, (_, i) => `k/${String(i).padStart(4, '0')}`),
    );
    const page = await store.list('k/', { maxKeys: 5000 });
    expect(page.items).toHaveLength(1000);
    const rest = await store.list('k/', { continuationToken: page.nextToken });
    expect(rest.items.map((item) => item.key)).toEqual(['k/1000']);
  });

  it('orders keys by UTF-8 bytes, as S3 does', async () => {
    const store = createMemoryObjectStore();
    // U+FF5E sorts after U+1F600 in UTF-16 but before it in UTF-8.
    await put(store, ['s/\u{1F600}', 's/\uFF5E']);
    expect((await store.list('s/')).items.map((item) => item.key)).toEqual(['s/\uFF5E', 's/\u{1F600}']);
  });
});

import { describe, expect, it } from 'vitest';
import { communityParams, communityQueryFrom } from './communityUrl';

describe('the community query in the address', () => {
  it('round-trips a search, a text, a status and a sort', () => {
    const query = { search: 'Rivka', corpus: 'mishnah', status: 'needsLearners', sort: 'createdAt' } as const;
    const params = communityParams(query);
    expect(params.toString()).toBe('q=Rivka&text=mishnah&status=needsLearners&sort=createdAt');
    expect(communityQueryFrom(params)).toEqual(query);
  });

  it('leaves the defaults out of the address, and reads an empty one as the defaults', () => {
    expect(communityParams({ status: 'all', sort: 'targetDate' }).toString()).toBe('');
    expect(communityQueryFrom(new URLSearchParams())).toEqual({ status: 'all', sort: 'targetDate' });
  });

  it('falls back to the defaults for values nobody offers, and cuts an overlong search', () => {
    const query = communityQueryFrom(
      new URLSearchParams({ q: `  ${'x'.repeat(500)} `, text: 'talmud', status: 'open', sort: 'title' }),
    );
    expect(query).toEqual({ search: 'x'.repeat(100), status: 'all', sort: 'targetDate' });
    expect(communityQueryFrom(new URLSearchParams({ q: '   ' }))).toEqual({
      status: 'all',
      sort: 'targetDate',
    });
  });
});

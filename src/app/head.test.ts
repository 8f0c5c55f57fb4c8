// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyHead, createHeadScheduler, type PageHead } from './head';

const head: PageHead = {
  title: 'Siyum - Start. Study. Siyum.',
  canonicalUrl: 'https://siyum.example.org/',
  siteName: 'Siyum',
  imageUrl: 'https://siyum.example.org/share.png',
};
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('page head (§2)', () => {
  it('writes the title, the canonical link and the share tags once each', () => {
    applyHead(document, head);
    applyHead(document, {
      ...head,
      title: 'About - Siyum',
      canonicalUrl: 'https://siyum.example.org/about-us',
    });
    expect(document.title).toBe('About - Siyum');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://siyum.example.org/about-us',
    );
    expect(content('meta[property="og:site_name"]')).toBe('Siyum');
    expect(content('meta[property="og:image"]')).toBe(head.imageUrl);
    expect(content('meta[property="og:image:width"]')).toBe('600');
    expect(content('meta[property="og:image:height"]')).toBe('150');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });

  it('debounces updates by 10 ms: the last one wins', () => {
    vi.useFakeTimers();
    const schedule = createHeadScheduler(document);
    schedule({ ...head, title: 'first' });
    schedule({ ...head, title: 'second' });
    vi.advanceTimersByTime(9);
    expect(document.title).not.toBe('second');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('second');
  });
});

import { SHARE_IMAGE } from '@siyum/domain';

/** What a page says about itself in <head> (§2: title, canonical link, share metadata). */
export interface PageHead {
  title: string;
  /** Absolute URL of the page's canonical address. */
  canonicalUrl: string;
  siteName: string;
  /** Absolute URL of the 600×150 share image. */
  imageUrl: string;
}

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.append(element);
  return element;
}

function meta(doc: Document, key: 'property' | 'name', name: string, content: string): void {
  upsert(doc, `meta[${key}="${name}"]`, () => {
    const element = doc.createElement('meta');
    element.setAttribute(key, name);
    return element;
  }).setAttribute('content', content);
}

/** Writes the title, the canonical link and the share tags (og:*, twitter:card summary). */
export function applyHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  upsert(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', head.canonicalUrl);
  meta(doc, 'property', 'og:site_name', head.siteName);
  meta(doc, 'property', 'og:title', head.title);
  meta(doc, 'property', 'og:url', head.canonicalUrl);
  meta(doc, 'property', 'og:image', head.imageUrl);
  meta(doc, 'property', 'og:image:width', String(SHARE_IMAGE.width));
  meta(doc, 'property', 'og:image:height', String(SHARE_IMAGE.height));
  meta(doc, 'name', 'twitter:card', 'summary');
}

/** §9: head updates are debounced 10 ms, so a page that sets its head twice in a row writes once. */
export const HEAD_DEBOUNCE_MS = 10;

export function createHeadScheduler(doc: Document, delayMs = HEAD_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (head: PageHead) => {
    clearTimeout(timer);
    timer = setTimeout(() => applyHead(doc, head), delayMs);
  };
}

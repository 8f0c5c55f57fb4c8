import { format, pageMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { config } from '../config';
import { createHeadScheduler } from './head';

const scheduleHead = typeof document === 'undefined' ? () => {} : createHeadScheduler(document);

/** Every page sets its title and canonical path; the share tags come with them (§2). */
export function useDocumentHead(title: string, canonicalPath: string): void {
  useEffect(() => {
    const origin = window.location.origin;
    scheduleHead({
      title,
      canonicalUrl: new URL(canonicalPath, origin).href,
      siteName: config.productName,
      imageUrl: new URL(config.shareImageUrl, origin).href,
    });
  }, [title, canonicalPath]);
}

/**
 * A page's head from its name (in the reader's language: the page passes its provider's): the
 * title in the catalogue's one format (`{page} - {product}`), the canonical path the current one
 * unless the page names another.
 */
export function usePageHead(page: string, canonicalPath?: string): void {
  const { pathname } = useLocation();
  const messages = useUiMessages('page', pageMessages);
  useDocumentHead(format(messages.title, { page, product: config.productName }), canonicalPath ?? pathname);
}

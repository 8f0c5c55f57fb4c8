import { useEffect } from 'react';
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

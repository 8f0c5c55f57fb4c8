import { useEffect } from 'react';

/** Sets the page title and canonical link; the share metadata of spec §2 joins it with the shell. */
export function useDocumentHead(title: string, canonicalPath: string): void {
  useEffect(() => {
    document.title = title;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = new URL(canonicalPath, window.location.origin).href;
  }, [title, canonicalPath]);
}

import type { ReactNode } from 'react';
import { usePageHead } from '../app/useDocumentHead';
import '../app/page.css';
import './ContentPage.css';

export interface ContentPageProps {
  /** The page's heading, also its document title. */
  title: string;
  /** The sentence under the heading. */
  lead: string;
  children: ReactNode;
}

/** The frame of the site's reading pages (about, donate, contact): head, heading, lead, sections. */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  usePageHead(title);
  return (
    <main className="page content-page">
      <h1 className="page__title">{title}</h1>
      <p className="content-page__lead">{lead}</p>
      {children}
    </main>
  );
}

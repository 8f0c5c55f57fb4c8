import { AppLink } from '@siyum/ui/shell';
import './dashboard.css';

export interface EmptyMessageProps {
  title: string;
  hint: string;
  href: string;
  link: string;
  onNavigate?: ((path: string) => void) | undefined;
}

/** An empty list: what is missing, what to do, and a link to do it. */
export function EmptyMessage({ title, hint, href, link, onNavigate }: EmptyMessageProps) {
  return (
    <div className="siyum-dashboard__empty">
      <p className="siyum-dashboard__empty-title">{title}</p>
      <p className="siyum-dashboard__empty-hint">{hint}</p>
      <AppLink className="siyum-dashboard__cta" href={href} onNavigate={onNavigate}>
        {link}
      </AppLink>
    </div>
  );
}

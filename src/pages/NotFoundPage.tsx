import { format, notFoundMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { NotFound } from '@siyum/ui/shell';
import { useLocation, useNavigate } from 'react-router';
import { usePageHead } from '../app/useDocumentHead';

/**
 * §2's two 404s: an unmatched route ('Page not found: {path}') and a route whose validity check
 * failed — a malformed id, or a siyum that does not exist ('Page Not Found: {path}').
 */
export function NotFoundPage({ reason = 'unmatched' }: { reason?: 'unmatched' | 'invalid' }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notFound = useUiMessages('notFound', notFoundMessages);
  const text = format(notFound[reason], { path: pathname });
  usePageHead(text);
  return <NotFound path={pathname} reason={reason} onNavigate={(path) => navigate(path)} />;
}

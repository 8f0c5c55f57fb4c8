import { format, notFoundMessages, pageMessages } from '@siyum/domain';
import { NotFound } from '@siyum/ui/shell';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';

/**
 * §2's two 404s: an unmatched route ('Page not found: {path}') and a route whose validity check
 * failed — a malformed id, or a siyum that does not exist ('Page Not Found: {path}').
 */
export function NotFoundPage({ reason = 'unmatched' }: { reason?: 'unmatched' | 'invalid' }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const text = format(notFoundMessages[reason], { path: pathname });
  useDocumentHead(format(pageMessages.title, { page: text, product: config.productName }), pathname);
  return <NotFound path={pathname} reason={reason} onNavigate={(path) => navigate(path)} />;
}

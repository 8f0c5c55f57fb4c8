import { authMessages, sameSitePath } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import '../app/page.css';

/** /login: the login dialog over an empty page; after sign-in the user goes to `redirectUrl`. */
export function LoginPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const redirectUrl = search.get('redirectUrl');
  const { openAuth } = session;
  const auth = useUiMessages('auth', authMessages);
  usePageHead(auth.loginTitle, '/login');
  useEffect(() => {
    // Only paths inside the site: an absolute URL here would make the login an open redirect.
    const target = sameSitePath(redirectUrl, window.location.origin);
    openAuth(target ? { redirectUrl: target } : {});
  }, [openAuth, redirectUrl]);
  return <main className="page page--centered" />;
}

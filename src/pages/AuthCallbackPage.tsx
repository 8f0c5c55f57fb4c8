import { sameSitePath } from '@siyum/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../app/PageSpinner';
import { emitAuthEvent } from '../auth/authEvents';
import { useSession } from '../auth/session';
import { REDIRECT_INTERNAL_URL } from '../auth/storageKeys';
import '../app/page.css';

/**
 * /auth-callback (§2): reached after a sign-in, a reset with automatic login, or the hosted sign-in.
 * Finishes the hosted exchange if there is one, makes sure the product user record exists, then
 * goes where the user was headed (redirect_internal_url) or home.
 */
export function AuthCallbackPage() {
  const session = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const { completeSignIn } = session;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      let redirectFailure: unknown;
      try {
        const hosted = await import('../auth/hostedSignIn');
        if (hosted.isHostedCallback(window.location.search)) {
          try {
            const { loadRuntimeConfig } = await import('../auth/runtimeConfig');
            await hosted.completeHostedSignIn(await loadRuntimeConfig(), window.location.search);
          } catch (error) {
            redirectFailure = error;
            throw error;
          }
          // §4 redirect events: the session sets its flag on this one.
          emitAuthEvent({ event: 'signInWithRedirect' });
        }
        await completeSignIn();
      } catch (error) {
        // Token exchange failures are logged only (§8); a cancelled provider login or a missing
        // access token is also told, in the login dialog (the session hears the failure event).
        console.error('sign-in could not be completed', error);
      }
      const target = localStorage.getItem(REDIRECT_INTERNAL_URL);
      localStorage.removeItem(REDIRECT_INTERNAL_URL);
      navigate(sameSitePath(target, window.location.origin) ?? '/', { replace: true });
      if (redirectFailure !== undefined)
        emitAuthEvent({ event: 'signInWithRedirect_failure', data: { error: redirectFailure } });
    })();
  }, [completeSignIn, navigate]);
  return <PageSpinner />;
}

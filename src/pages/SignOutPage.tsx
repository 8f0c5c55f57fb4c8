import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setAuthCookie } from '../auth/cookies';
import { HOSTED_SESSION } from '../auth/storageKeys';

/** /sign-out: where the provider's logout returns (§7); the session is already gone, so go home. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthCookie(false);
    localStorage.removeItem(HOSTED_SESSION);
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

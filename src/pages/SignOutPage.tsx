import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setAuthCookie } from '../auth/cookies';

/** /sign-out: where the hosted sign-out returns; the session is already gone, so go home. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthCookie(false);
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { markSignedOut } from '../auth/sessionState';

/** /sign-out: where the provider's logout returns (§7); the session is already gone, so go home. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    markSignedOut();
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

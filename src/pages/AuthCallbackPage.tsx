import { PageSpinner } from '../app/PageSpinner';
import '../app/page.css';

/**
 * /auth-callback (§2): reached after a sign-in, a reset with automatic login, or the hosted sign-in.
 * The session completes the sign-in when the user arrives here (the hosted exchange, the product
 * record) and then leaves for where they were headed; this page only shows that it is under way.
 */
export function AuthCallbackPage() {
  return <PageSpinner />;
}

import { Spinner } from '@siyum/ui/spinner';

/** A page whose answer is on its way (session, access check, leaving the site). */
export function PageSpinner() {
  return (
    <main className="page page--centered">
      <Spinner size={48} />
    </main>
  );
}

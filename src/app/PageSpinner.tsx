import { Spinner } from '@siyum/ui/spinner';

/**
 * A page whose answer is on its way (session, access check, leaving the site). `page--loading`:
 * the layout's footer waits, unseen, until the page itself shows (page.css).
 */
export function PageSpinner() {
  return (
    <main className="page page--centered page--loading">
      <Spinner size={48} />
    </main>
  );
}

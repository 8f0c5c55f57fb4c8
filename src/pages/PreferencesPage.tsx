import { pageMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import { PreferencesForm } from '@siyum/ui/preferences';
import { usePageHead } from '../app/useDocumentHead';
import { useSession } from '../auth/session';
import { usePrefs } from '../prefs/PrefsProvider';
import { EmailSettings } from './EmailSettings';
import '../app/page.css';

/**
 * /preferences: theme and font size, applied at once, kept on this device and in the account when
 * signed in; and a signed-in user's email settings.
 */
export function PreferencesPage() {
  const { prefs, setPrefs, status, savedTo, retry } = usePrefs();
  const session = useSession();
  const page = useUiMessages('page', pageMessages);
  usePageHead(page.preferences);
  return (
    <main className="page">
      <h1 className="page__title">{page.preferences}</h1>
      <PreferencesForm
        value={prefs}
        onChange={(next) => setPrefs({ ...next, locale: next.locale ?? prefs.locale })}
        status={status}
        savedTo={savedTo}
        onRetry={retry}
      />
      {session.status === 'signedIn' && session.user !== null && <EmailSettings />}
    </main>
  );
}

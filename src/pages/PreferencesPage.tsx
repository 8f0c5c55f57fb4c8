import { pageMessages } from '@siyum/domain';
import { PreferencesForm } from '@siyum/ui/preferences';
import { usePageHead } from '../app/useDocumentHead';
import { usePrefs } from '../prefs/PrefsProvider';
import '../app/page.css';

/** /preferences: theme and font size, applied at once; kept on this device, and in the account when signed in. */
export function PreferencesPage() {
  const { prefs, setPrefs, status, savedTo, retry } = usePrefs();
  usePageHead(pageMessages.preferences);
  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.preferences}</h1>
      <PreferencesForm value={prefs} onChange={setPrefs} status={status} savedTo={savedTo} onRetry={retry} />
    </main>
  );
}

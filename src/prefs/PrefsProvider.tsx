import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSession } from '../auth/session';
import { config } from '../config';
import { useLocale } from './LocaleProvider';
import {
  applyPrefs,
  type DisplayPrefs,
  LANGUAGE_DATA_KEY,
  prefsFromServer,
  readStoredPrefs,
  samePrefs,
  storePrefs,
} from './prefs';

export type PrefsSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface PrefsState {
  prefs: DisplayPrefs;
  /** Applies at once and keeps them: on this device always, in the account when signed in. */
  setPrefs(next: DisplayPrefs): void;
  /** How the last save to the account went (visitors: always idle). */
  status: PrefsSaveStatus;
  savedTo: 'device' | 'account';
  retry(): void;
}

const PrefsContext = createContext<PrefsState | null>(null);

export function usePrefs(): PrefsState {
  const state = useContext(PrefsContext);
  if (!state) throw new Error('usePrefs outside <PrefsProvider>');
  return state;
}

/**
 * §1 preferences. The boot script applied the stored ones before the first paint; a signed-in
 * user's account prefs (auth.me userPrefs) then win, and each change a signed-in user makes is sent
 * with userPref.addUserPref. The newest choice wins when saves overlap.
 */
export function PrefsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [prefs, setLocal] = useState<DisplayPrefs>(() => readStoredPrefs());
  const [status, setStatus] = useState<PrefsSaveStatus>('idle');
  /** A visitor's change is saved the moment it is stored on this device. */
  const [changedHere, setChangedHere] = useState(false);
  const signedIn = session.status === 'signedIn';
  const saveSequence = useRef(0);
  const { setLocale } = useLocale();

  // A new language applies once its strings are here, all at once: never right-to-left English.
  const adopt = useCallback(
    (next: DisplayPrefs) =>
      setLocale(next.locale).then(
        () => {
          applyPrefs(next);
          storePrefs(next);
          setLocal((current) => (samePrefs(current, next) ? current : next));
        },
        (error: unknown) => console.error('loading the language failed', error),
      ),
    [setLocale],
  );

  // The account's prefs, once auth.me has answered.
  const accountPrefs = session.user?.userPrefs ?? null;
  const accountData = accountPrefs?.data ?? null;
  useEffect(() => {
    if (accountPrefs) void adopt(prefsFromServer(accountPrefs, readStoredPrefs()));
  }, [accountPrefs, adopt]);

  const save = useCallback(
    async (next: DisplayPrefs) => {
      const sequence = ++saveSequence.current;
      setStatus('saving');
      try {
        const { api } = await import('../api/client');
        await api.userPref.addUserPref.mutate({
          platform: config.platform,
          backgroundColor: next.theme,
          fontSize: next.fontSize,
          // The record's other extras (a sister app's) stay as they are.
          data: { ...accountData, [LANGUAGE_DATA_KEY]: next.locale },
        });
        if (sequence === saveSequence.current) setStatus('saved');
      } catch (error) {
        console.error('saving preferences failed', error);
        if (sequence === saveSequence.current) setStatus('error');
      }
    },
    [accountData],
  );

  const setPrefs = useCallback(
    (next: DisplayPrefs) => {
      void adopt(next);
      setChangedHere(true);
      if (signedIn) void save(next);
    },
    [adopt, save, signedIn],
  );

  const value = useMemo<PrefsState>(
    () => ({
      prefs,
      setPrefs,
      status: signedIn ? status : changedHere ? 'saved' : 'idle',
      savedTo: signedIn ? 'account' : 'device',
      retry: () => void save(prefs),
    }),
    [prefs, setPrefs, signedIn, status, changedHere, save],
  );
  return <PrefsContext value={value}>{children}</PrefsContext>;
}

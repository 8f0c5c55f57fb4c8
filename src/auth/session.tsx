import type { User } from '@siyum/domain';
import type { AuthSignal, InitialAuthState } from '@siyum/ui/auth';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { emitAuthEvent, listenAuthEvents, reactToAuthEvent } from './authEvents';
import {
  dropReturnPath,
  isSignedIn,
  keepReturnPath,
  type Loaded,
  markSignedIn,
  markSignedOut,
  type SessionStatus,
  takeReturnPath,
  VISITOR,
} from './sessionState';
import {
  afterRegistration,
  apiLogout,
  completeCallback,
  dropKeptFlow,
  hasKeptFlow,
  hostedLogoutTarget,
  loadMe,
  providerSignOut,
} from './sessionSteps';

export type { SessionStatus } from './sessionState';

export interface Session {
  status: SessionStatus;
  /** The product user record (auth.me); null for visitors and while it is missing. */
  user: User | null;
  /** Signed in at the identity provider but the product record is missing or blank (→ /auth-callback). */
  userInfoBlank: boolean;
  /** Opens the auth dialog; after sign-in the user returns to `redirectUrl` (else stays where they are). */
  openAuth(options?: { view?: InitialAuthState; redirectUrl?: string }): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

/** The dialog and Amplify load together, on first open only. */
const AuthDialogHost = lazy(() => import('./AuthDialogHost'));

const LOADING: Loaded = { status: 'loading', user: null, userInfoBlank: false };

/** `opening` counts the openings: each one mounts a fresh dialog (see AuthDialogHost). */
interface DialogState {
  open: boolean;
  view: InitialAuthState;
  opening: number;
  /** Shown on the first screen (a hosted sign-in that failed). */
  error?: { name: string; message: string };
}

/**
 * App user state (§4), the one owner of the sign-in: the isAuthenticated flag says whether to load
 * anything (sessionState.ts); if set, auth.me with the access token gives the user. It completes
 * every sign-in at /auth-callback (that page only waits) and goes where the user was headed.
 * Visitors never load Amplify.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>(() => (isSignedIn() ? LOADING : VISITOR));
  const [dialog, setDialog] = useState<DialogState>({ open: false, view: 'signIn', opening: 0 });
  const closeDialog = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);

  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  /** Our own sign-out is under way: it turns the session visitor itself, once home (below). */
  const ownSignOut = useRef(false);
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    setSigningOut(false);
    ownSignOut.current = false;
    setLoaded(VISITOR);
  }, [signingOut, pathname]);

  const reload = useCallback(async () => {
    try {
      setLoaded(await loadMe());
    } catch (error) {
      console.error('auth.me failed', error);
      setLoaded(VISITOR);
    }
  }, []);

  useEffect(() => {
    if (isSignedIn()) void reload();
  }, [reload]);

  // /auth-callback, however reached (this dialog, a reset with automatic login, the hosted sign-in's
  // return, a blank record): the sign-in is completed here, once per arrival, then the user goes
  // where they were headed. A hosted failure is told in the login dialog over that page.
  const completing = useRef(false);
  useEffect(() => {
    if (pathname !== '/auth-callback') {
      completing.current = false;
      return;
    }
    if (completing.current) return;
    completing.current = true;
    void completeCallback(window.location.search).then(({ loaded: next, failure }) => {
      if (next) setLoaded(next);
      navigate(takeReturnPath(window.location.origin), { replace: true });
      if (failure !== undefined)
        emitAuthEvent({ event: 'signInWithRedirect_failure', data: { error: failure } });
    });
  }, [pathname, navigate]);

  const signOut = useCallback(async () => {
    ownSignOut.current = true;
    // The API first (a failure still signs out here), then the provider forgets the session.
    await apiLogout().catch((error: unknown) => console.error('API sign-out failed', error));
    // §7: a session from the hosted sign-in also ends at the provider, which returns to /sign-out.
    const providerLogout = await hostedLogoutTarget();
    await providerSignOut();
    markSignedOut();
    if (providerLogout) {
      window.location.assign(providerLogout);
      return;
    }
    // Home first; the session turns visitor once there (the effect above) — a signed-in-only page
    // seen by a visitor, even for one render, would send them to /login.
    setSigningOut(true);
    await navigate('/');
  }, [navigate]);

  const openAuth = useCallback((options: { view?: InitialAuthState; redirectUrl?: string } = {}) => {
    if (options.redirectUrl) keepReturnPath(options.redirectUrl);
    setDialog((current) => ({ open: true, view: options.view ?? 'signIn', opening: current.opening + 1 }));
  }, []);

  // §4 events (Amplify's, forwarded once it loads, and the hosted sign-in's): the flag follows
  // them; a sign-out anywhere (a failed refresh too) makes this a visitor's session; a hosted
  // sign-in the user cancelled reopens the login dialog saying so.
  useEffect(
    () =>
      listenAuthEvents((message) =>
        reactToAuthEvent(message, {
          setSignedInFlag: (signedIn) => (signedIn ? markSignedIn() : markSignedOut()),
          becomeVisitor: () => {
            if (!ownSignOut.current) setLoaded(VISITOR);
          },
          showSignInError: (error) =>
            setDialog((current) => ({ open: true, view: 'signIn', opening: current.opening + 1, error })),
          // Followed at /auth-callback (only to a path of this site).
          keepReturnPath,
        }),
      ),
    [],
  );

  const onSignal = useCallback(
    (signal: AuthSignal) => {
      if (signal.type === 'registered') {
        // §4: the record made and given the profile — that answer is the user — then home.
        markSignedIn();
        void afterRegistration(signal)
          .then(setLoaded, (error: unknown) => {
            console.error('registration follow-up failed', error);
            // Signed in either way: auth.me says how far it got; /auth-callback makes a missing record.
            void reload();
          })
          .finally(() => {
            closeDialog();
            navigate('/');
          });
        return;
      }
      if (signal.type === 'signedIn') {
        markSignedIn();
        if (signal.via === 'signUp') return; // the registered signal finishes this one
        closeDialog();
        navigate('/auth-callback');
      }
    },
    [navigate, reload, closeDialog],
  );

  // A reload during a sign-up's confirmation or a sign-in challenge: the dialog comes back on it
  // (the kept flow is read, expiry and all, only when there is one).
  useEffect(() => {
    if (isSignedIn() || !hasKeptFlow()) return;
    void import('./pendingFlow').then(({ hasPendingFlow }) => {
      if (hasPendingFlow()) openAuth();
    });
  }, [openAuth]);

  const onOpenChange = useCallback((open: boolean) => {
    setDialog((current) => ({ ...current, open }));
    if (open) return;
    // Closed by the user: the flow is abandoned, and the next reload does not reopen it.
    dropReturnPath();
    dropKeptFlow();
  }, []);

  const value = useMemo<Session>(() => ({ ...loaded, openAuth, signOut }), [loaded, openAuth, signOut]);
  return (
    <SessionContext value={value}>
      {children}
      {dialog.opening > 0 && (
        <Suspense fallback={null}>
          <AuthDialogHost
            key={dialog.opening}
            open={dialog.open}
            view={dialog.view}
            {...(dialog.error ? { initialError: dialog.error } : {})}
            onOpenChange={onOpenChange}
            onSignal={onSignal}
          />
        </Suspense>
      )}
    </SessionContext>
  );
}

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
import { config } from '../config';
import { listenAuthEvents, reactToAuthEvent } from './authEvents';
import { hasAuthCookie, setAuthCookie } from './cookies';
import { profileUpdateFrom } from './profile';
import { HOSTED_SESSION, PENDING_SIGN_IN, PENDING_USERNAME, REDIRECT_INTERNAL_URL } from './storageKeys';

export type SessionStatus = 'visitor' | 'loading' | 'signedIn';

export interface Session {
  status: SessionStatus;
  /** The product user record (auth.me); null for visitors and while it is missing. */
  user: User | null;
  /** Signed in at the identity provider but the product record is missing or blank (→ /auth-callback). */
  userInfoBlank: boolean;
  /** Opens the auth dialog; after sign-in the user returns to `redirectUrl` (else stays where they are). */
  openAuth(options?: { view?: InitialAuthState; redirectUrl?: string }): void;
  /** Loads (and if missing creates) the product user record: /auth-callback's work. */
  completeSignIn(): Promise<void>;
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

type Loaded = { status: SessionStatus; user: User | null; userInfoBlank: boolean };

/** The API client (tRPC) loads with the first signed-in call, not on a visitor's first paint. */
const loadApi = () => import('../api/client');

async function loadMe(): Promise<Loaded> {
  const { api, rpcCode } = await loadApi();
  try {
    return {
      status: 'signedIn',
      user: await api.auth.me.query({ platform: config.platform }),
      userInfoBlank: false,
    };
  } catch (error) {
    const code = rpcCode(error);
    if (code === 'NOT_FOUND') return { status: 'signedIn', user: null, userInfoBlank: true };
    if (code === 'UNAUTHORIZED') {
      setAuthCookie(false);
      return { status: 'visitor', user: null, userInfoBlank: false };
    }
    throw error;
  }
}

/** Something of a flow in progress is kept (§3, §4): worth loading `pendingFlow.ts` to read it. */
function hasKeptFlow(): boolean {
  return localStorage.getItem(PENDING_USERNAME) !== null || sessionStorage.getItem(PENDING_SIGN_IN) !== null;
}

/** The provider's logout page when this session came from the hosted sign-in (§7), else null. */
async function hostedLogoutTarget(): Promise<string | null> {
  if (localStorage.getItem(HOSTED_SESSION) !== 'true') return null;
  try {
    const [{ hostedSignOutUrl }, { loadRuntimeConfig }] = await Promise.all([
      import('./hostedSignIn'),
      import('./runtimeConfig'),
    ]);
    return hostedSignOutUrl(await loadRuntimeConfig(), window.location.origin);
  } catch (error) {
    // An unlisted return URL (§5) or no config: signed out here all the same.
    console.error('hosted logout unavailable', error);
    return null;
  }
}

/**
 * App user state (§4): the isAuthenticated cookie says whether to load anything; if set, auth.me
 * with the access token gives the user. Visitors never load Amplify.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>(() =>
    hasAuthCookie()
      ? { status: 'loading', user: null, userInfoBlank: false }
      : { status: 'visitor', user: null, userInfoBlank: false },
  );
  /** `opening` counts the openings: each one mounts a fresh dialog (see AuthDialogHost). */
  const [dialog, setDialog] = useState<{
    open: boolean;
    view: InitialAuthState;
    opening: number;
    /** Shown on the first screen (a hosted sign-in that failed). */
    error?: { name: string; message: string };
  }>({
    open: false,
    view: 'signIn',
    opening: 0,
  });

  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  /** Our own sign-out is under way: it turns the session visitor itself, once home (below). */
  const ownSignOut = useRef(false);
  useEffect(() => {
    if (!signingOut || pathname !== '/') return;
    setSigningOut(false);
    ownSignOut.current = false;
    setLoaded({ status: 'visitor', user: null, userInfoBlank: false });
  }, [signingOut, pathname]);

  const reload = useCallback(async () => {
    try {
      setLoaded(await loadMe());
    } catch (error) {
      console.error('auth.me failed', error);
      setLoaded({ status: 'visitor', user: null, userInfoBlank: false });
    }
  }, []);

  useEffect(() => {
    if (hasAuthCookie()) void reload();
  }, [reload]);

  const completeSignIn = useCallback(async () => {
    let next = await loadMe();
    if (next.userInfoBlank) {
      // The record createUser makes is the user: no second auth.me.
      const { api } = await loadApi();
      const user = await api.auth.createUser.mutate({ platform: config.platform });
      next = { status: 'signedIn', user, userInfoBlank: false };
    }
    setLoaded(next);
  }, []);

  const signOut = useCallback(async () => {
    ownSignOut.current = true;
    // The API refuses this sign-in's tokens from now on, on every replica (decision 0018); then
    // the provider forgets the session. A failure of the first still signs out here.
    await loadApi()
      .then(({ api }) => api.auth.logout.mutate({ platform: config.platform }))
      .catch((error: unknown) => console.error('API sign-out failed', error));
    // §7: a session from the hosted sign-in also ends at the provider, which returns to /sign-out.
    const providerLogout = await hostedLogoutTarget();
    const { createAmplifyAuthService } = await import('./amplifyAuthService');
    await createAmplifyAuthService()
      .signOut()
      .catch((error: unknown) => console.error('sign-out failed', error));
    setAuthCookie(false);
    localStorage.removeItem(HOSTED_SESSION);
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
    if (options.redirectUrl) localStorage.setItem(REDIRECT_INTERNAL_URL, options.redirectUrl);
    setDialog((current) => ({ open: true, view: options.view ?? 'signIn', opening: current.opening + 1 }));
  }, []);

  // §4 events (Amplify's, forwarded once it loads, and the hosted sign-in's): the flag follows
  // them; a sign-out anywhere (a failed refresh too) makes this a visitor's session; a hosted
  // sign-in the user cancelled reopens the login dialog saying so.
  useEffect(
    () =>
      listenAuthEvents((message) =>
        reactToAuthEvent(message, {
          setSignedInFlag: setAuthCookie,
          becomeVisitor: () => {
            if (!ownSignOut.current) setLoaded({ status: 'visitor', user: null, userInfoBlank: false });
          },
          showSignInError: (error) =>
            setDialog((current) => ({ open: true, view: 'signIn', opening: current.opening + 1, error })),
          // /auth-callback follows it (only to a path of this site).
          keepReturnPath: (path) => localStorage.setItem(REDIRECT_INTERNAL_URL, path),
        }),
      ),
    [],
  );

  const onSignal = useCallback(
    (signal: AuthSignal) => {
      if (signal.type === 'registered') {
        // §4: create the product record, update it with the profile, refresh the session, go to /.
        setAuthCookie(true);
        void (async () => {
          const { api } = await loadApi();
          await api.auth.createUser.mutate({ platform: config.platform });
          await api.auth.updateUser.mutate(profileUpdateFrom(signal.profile, signal.addressVerified));
          const { currentAccessToken } = await import('./amplifyAuthService');
          await currentAccessToken(true);
        })()
          .catch((error: unknown) => console.error('registration follow-up failed', error))
          // Signed in either way: /auth-callback makes a missing record on the next visit.
          .finally(() => {
            void reload();
            setDialog((current) => ({ ...current, open: false }));
            navigate('/');
          });
        return;
      }
      if (signal.type === 'signedIn') {
        setAuthCookie(true);
        if (signal.via === 'signUp') return; // the registered signal finishes this one
        setDialog((current) => ({ ...current, open: false }));
        navigate('/auth-callback');
      }
    },
    [navigate, reload],
  );

  // A reload during a sign-up's confirmation or a sign-in challenge: the dialog comes back on it
  // (the kept flow is read, expiry and all, only when there is one).
  useEffect(() => {
    if (hasAuthCookie() || !hasKeptFlow()) return;
    void import('./pendingFlow').then(({ hasPendingFlow }) => {
      if (hasPendingFlow()) openAuth();
    });
  }, [openAuth]);

  const onOpenChange = useCallback((open: boolean) => {
    setDialog((current) => ({ ...current, open }));
    if (open) return;
    localStorage.removeItem(REDIRECT_INTERNAL_URL);
    // Closed by the user: the flow is abandoned, and the next reload does not reopen it.
    localStorage.removeItem(PENDING_USERNAME);
    sessionStorage.removeItem(PENDING_SIGN_IN);
  }, []);

  const value = useMemo<Session>(
    () => ({ ...loaded, openAuth, completeSignIn, signOut }),
    [loaded, openAuth, completeSignIn, signOut],
  );
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

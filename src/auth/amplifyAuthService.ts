import { checkRedirectUrl, hasUserPool, identityErrorsMessages } from '@siyum/domain';
import type { AuthService, SignInOutput, SignUpOutput } from '@siyum/ui/auth';
import { authError, CONFIGURATION_ERROR, toAuthError } from '@siyum/ui/auth';
import { config as appConfig } from '../config';
import { knownUser } from './knownUser';
import { loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';
import { isSignedIn, markSignedOut } from './sessionState';
import { amplifyHubListener, requireAccessToken, type SessionEnd, storedRefreshToken } from './tokenRefresh';

type AmplifyAuth = typeof import('aws-amplify/auth');

interface LoadedAmplify {
  auth: AmplifyAuth;
  config: RuntimeConfig;
  /** How the session ends when its tokens cannot be refreshed (§4). */
  end: SessionEnd;
}

let loading: Promise<LoadedAmplify> | null = null;

/** §8: no user pool configured — the details go to the console, the user reads 'Configuration error …'. */
function missingPool(detail: unknown): Error {
  console.error('identity configuration: no user pool —', detail);
  return authError(CONFIGURATION_ERROR, identityErrorsMessages.configuration);
}

/** The public config, when it names a user pool (a network failure stays one: it may pass). */
async function poolConfig(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig().catch((error: unknown) => {
    throw toAuthError(error).name === 'NetworkError' ? error : missingPool(error);
  });
  if (!hasUserPool(config))
    throw missingPool(`userPoolId "${config.userPoolId}", userPoolClientId "${config.userPoolClientId}"`);
  return config;
}

/**
 * aws-amplify, loaded on first use only: when an auth screen opens or a token is needed — never
 * on a visitor's first paint. Configured from the public runtime config (§7).
 */
export function loadAmplify(): Promise<LoadedAmplify> {
  loading ??= (async () => {
    const [config, { Amplify }, auth, { Hub }] = await Promise.all([
      poolConfig(),
      import('aws-amplify'),
      import('aws-amplify/auth'),
      import('aws-amplify/utils'),
    ]);
    const { photos } = config;
    const userPool = {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      loginWith: { email: true },
      signUpVerificationMethod: 'code',
    } as const;
    // Photos (issue 21): signed-in users get identity-pool credentials for the bucket; visitors none.
    Amplify.configure(
      photos
        ? {
            Auth: {
              Cognito: {
                ...userPool,
                identityPoolId: photos.identityPoolId,
                allowGuestAccess: false,
                ...(photos.identityPoolEndpoint ? { identityPoolEndpoint: photos.identityPoolEndpoint } : {}),
              },
            },
            Storage: { S3: { bucket: photos.bucket, region: photos.region } },
          }
        : { Auth: { Cognito: userPool } },
    );
    // §4: the app hears Amplify's auth events; a failed refresh ends the session as §4 says.
    const end = sessionEndOf(auth, config);
    Hub.listen('auth', amplifyHubListener(end));
    return { auth, config, end };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The login modal's flow (§4); production may switch to SRP through configuration. */
const AUTH_FLOW =
  (import.meta.env.VITE_AUTH_FLOW as 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' | undefined) ??
  'USER_PASSWORD_AUTH';

type AmplifySignInOutput = Awaited<ReturnType<AmplifyAuth['signIn']>>;

function toSignInOutput(output: AmplifySignInOutput, username: string): SignInOutput {
  const step = output.nextStep;
  const next: SignInOutput['nextStep'] = { signInStep: step.signInStep };
  if ('codeDeliveryDetails' in step && step.codeDeliveryDetails)
    next.codeDeliveryDetails = step.codeDeliveryDetails;
  if ('totpSetupDetails' in step && step.totpSetupDetails)
    next.totpSetup = {
      sharedSecret: step.totpSetupDetails.sharedSecret,
      setupUri: step.totpSetupDetails.getSetupUri(appConfig.productName, username).toString(),
    };
  if ('allowedMFATypes' in step && step.allowedMFATypes) next.allowedMfaTypes = step.allowedMFATypes;
  if ('missingAttributes' in step && step.missingAttributes)
    next.missingAttributes = step.missingAttributes.map(String);
  if ('availableChallenges' in step && step.availableChallenges)
    next.availableChallenges = step.availableChallenges.map(String);
  if ('additionalInfo' in step && step.additionalInfo) next.additionalInfo = step.additionalInfo;
  return { isSignedIn: output.isSignedIn, nextStep: next };
}

function toSignUpOutput(output: Awaited<ReturnType<AmplifyAuth['signUp']>>): SignUpOutput {
  const step = output.nextStep;
  return {
    isSignUpComplete: output.isSignUpComplete,
    nextStep: {
      signUpStep: step.signUpStep,
      ...('codeDeliveryDetails' in step && step.codeDeliveryDetails
        ? { codeDeliveryDetails: step.codeDeliveryDetails }
        : {}),
    },
  };
}

/** Only email and phone_number can be verified (Cognito's verifiable attributes). */
function verifiable(key: string): 'email' | 'phone_number' {
  return key === 'phone_number' ? 'phone_number' : 'email';
}

/** The dialog's services, backed by Amplify (USER_PASSWORD_AUTH by default, auto sign-in after sign-up). */
export function createAmplifyAuthService(): AuthService {
  let lastUsername = '';
  const auth = async () => (await loadAmplify()).auth;
  const user = knownUser(async () => {
    try {
      const { username, userId } = await (await auth()).getCurrentUser();
      return { username, userId };
    } catch (error) {
      if (error instanceof Error && error.name === 'UserUnAuthenticatedException') return null;
      throw error;
    }
  });
  return {
    async signIn({ username, password }) {
      lastUsername = username;
      const output = await user.signingIn(async () =>
        (await auth()).signIn({ username, password, options: { authFlowType: AUTH_FLOW } }),
      );
      return toSignInOutput(output, username);
    },
    async confirmSignIn({ challengeResponse, userAttributes }) {
      const output = await user.signingIn(async () =>
        (await auth()).confirmSignIn({
          challengeResponse,
          ...(userAttributes ? { options: { userAttributes } } : {}),
        }),
      );
      return toSignInOutput(output, lastUsername);
    },
    async signUp({ username, password, userAttributes }) {
      lastUsername = username;
      const attributes: Record<string, string> = {};
      for (const [name, value] of Object.entries(userAttributes)) if (value) attributes[name] = value;
      return toSignUpOutput(
        await (await auth()).signUp({
          username,
          password,
          options: { userAttributes: attributes, autoSignIn: { authFlowType: AUTH_FLOW } },
        }),
      );
    },
    async confirmSignUp(input) {
      return toSignUpOutput(await (await auth()).confirmSignUp(input));
    },
    async resendSignUpCode(input) {
      return (await (await auth()).resendSignUpCode(input)) ?? {};
    },
    async autoSignIn() {
      return toSignInOutput(await user.signingIn(async () => (await auth()).autoSignIn()), lastUsername);
    },
    async resetPassword(input) {
      const output = await (await auth()).resetPassword(input);
      return {
        isPasswordReset: output.isPasswordReset,
        nextStep: {
          resetPasswordStep: output.nextStep.resetPasswordStep,
          codeDeliveryDetails: output.nextStep.codeDeliveryDetails,
        },
      };
    },
    async confirmResetPassword(input) {
      await (await auth()).confirmResetPassword(input);
    },
    // Asked of Amplify once per dialog; sign-ins and sign-outs keep the answer (knownUser.ts).
    getCurrentUser: () => user.get(),
    async fetchUserAttributes() {
      return (await auth()).fetchUserAttributes();
    },
    async sendUserAttributeVerificationCode({ userAttributeKey }) {
      return (
        (await (
          await auth()
        ).sendUserAttributeVerificationCode({ userAttributeKey: verifiable(userAttributeKey) })) ?? {}
      );
    },
    async confirmUserAttribute({ userAttributeKey, confirmationCode }) {
      await (await auth()).confirmUserAttribute({
        userAttributeKey: verifiable(userAttributeKey),
        confirmationCode,
      });
    },
    async signOut() {
      await (await auth()).signOut();
      user.signedOut();
    },
    async signInWithSocial(provider, options = {}) {
      const { config } = await loadAmplify();
      // Without a hosted sign-in domain (local mode) the provider cannot be reached: say so.
      if (!config.hostedUiDomain)
        throw authError('NotConfiguredException', `${provider} sign-in is not configured.`);
      const { startHostedSignIn } = await import('./hostedSignIn');
      const lang = document.documentElement.lang;
      await startHostedSignIn(config, provider, {
        ...(options.loginHint ? { loginHint: options.loginHint } : {}),
        ...(lang ? { lang } : {}),
      });
    },
  };
}

/** How this browser's session ends (§4 token refresh): signed out once, however many calls ask. */
function sessionEndOf(auth: AmplifyAuth, config: RuntimeConfig): SessionEnd {
  let ending: Promise<void> | null = null;
  return {
    authorized: isSignedIn,
    refreshToken: () => storedRefreshToken(localStorage, config.userPoolClientId),
    signOut() {
      ending ??= auth
        .signOut()
        .catch((error: unknown) => console.error('sign-out failed', error))
        .finally(() => {
          markSignedOut();
          ending = null;
        });
      return ending;
    },
    leave: (url) => window.location.assign(url),
    async logoutUrl() {
      if (!config.hostedUiDomain) return '/';
      const { hostedLogoutUrl } = await import('./pkce');
      // §5: only to a listed return URL; otherwise home.
      const back = checkRedirectUrl(config.hostedUiRedirectSignOut, `${window.location.origin}/sign-out`);
      return 'url' in back
        ? hostedLogoutUrl(config.hostedUiDomain, config.userPoolClientId, window.location.origin)
        : '/';
    },
    log: (message, detail) => (detail === undefined ? console.log(message) : console.error(message, detail)),
  };
}

/**
 * The current access token, refreshed first when forced or expired (Amplify's 5 s tolerance); null
 * for a visitor. A signed-in user left without one is signed out: 'no Authorization token found'.
 */
export async function currentAccessToken(forceRefresh = false): Promise<string | null> {
  const { auth, end } = await loadAmplify();
  const session = await auth.fetchAuthSession({ forceRefresh });
  return requireAccessToken(end, session.tokens?.accessToken.toString() ?? null);
}

import {
  addressMessages,
  authMessages,
  authScreenMessages,
  confirmSignUpErrorsMessages,
  format,
  formMessages,
  identityErrorsMessages,
  loginErrorsMessages,
  resetConfirmErrorsMessages,
  resetRequestErrorsMessages,
  signUpErrorsMessages,
  validationMessages,
} from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { type UiMessagesOverride, UiMessagesProvider } from '../messages';
import { type AuthEvent, CONFIGURATION_ERROR } from './machine';
import { SAMPLE_CODE, SAMPLE_PASSWORD, type SampleAuthOptions } from './sampleAuthService';
import { AuthDialogStory } from './storyHarness';

/*
 * The auth dialog over the sample back end (fixed sample users, password `Sample-pass1`, code
 * 123456). Every machine state has a story; the §8 stories switch the sample's failure between
 * submits and check each row's message, the §5 stories each message.
 */
const meta = {
  title: 'Auth/AuthDialog',
  component: AuthDialogStory,
  args: { onSignal: fn(), onOpenChange: fn() },
  parameters: { visual: 'page', layout: 'fullscreen' },
  // The screens the dialog loads on demand, loaded before a story renders, so no capture catches
  // their loading spinner: the Hebrew pass, which has no play function to wait for the form, did
  // once on a loaded CI machine.
  loaders: [
    async () => {
      await Promise.all([import('./screens/ForceNewPasswordScreen'), import('./screens/RegistrationForm')]);
    },
  ],
  // The dialog is fixed in the viewport: give the page the viewport's height so captures hold it.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 2rem)' }}>{Story()}</div>],
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const RIVKA = 'rivka@example.org';
const WAIT = { timeout: 3000 };
const dialog = () => within(screen.getByRole('dialog'));
const findDialog = async () => within(await screen.findByRole('dialog', {}, WAIT));
/**
 * The registration form is a chunk of its own (phone metadata, address rules), loaded when the form
 * opens: on a loaded machine that can take longer than WAIT (seen in CI), so its stories wait for it.
 */
const FORM_CHUNK_WAIT = { timeout: 15_000 };
const findRegistration = async () => {
  const view = await findDialog();
  await view.findByRole('textbox', { name: authScreenMessages.firstName }, FORM_CHUNK_WAIT);
  return view;
};
/** A password input by its label (which ends with the required mark). */
const password = (label: string = authMessages.password) =>
  dialog().getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
const signInAs: AuthEvent = { type: 'SIGN_IN', username: RIVKA, password: SAMPLE_PASSWORD };

async function expectAlert(text: string) {
  await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent(text), WAIT);
}

// ---------- Login ----------

/** §2 Login modal: title, description, social buttons, separator, fields, links. */
export const Login: Story = {
  play: async () => {
    const view = await findDialog();
    await expect(view.getByRole('heading', { name: authMessages.loginTitle })).toBeVisible();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      format(authMessages.description, { product: 'Siyum' }),
    );
    await expect(view.getByRole('button', { name: authMessages.google })).toBeVisible();
    await expect(view.getByRole('button', { name: authMessages.apple })).toBeVisible();
    await expect(view.getByText(authMessages.separatorEmail)).toBeVisible();
    await expect(view.getByRole('textbox', { name: authMessages.usernameOrEmail })).toBeVisible();
    await expect(password()).toHaveAttribute('type', 'password');
    await expect(view.getByRole('button', { name: authMessages.showPassword })).toBeVisible();
    await expect(view.getByRole('button', { name: authMessages.forgotLink })).toBeVisible();
    await expect(view.getByRole('button', { name: authMessages.logInButton })).toBeVisible();
    await expect(view.getByText(authMessages.noAccount)).toBeVisible();
    await expect(view.getByRole('button', { name: authMessages.signUpLink })).toBeVisible();
  },
};

/** §5: both fields required, with their exact messages; nothing is called. */
export const LoginValidation: Story = {
  play: async ({ userEvent, args }) => {
    const view = await findDialog();
    await userEvent.click(view.getByRole('button', { name: authMessages.logInButton }));
    await expect(await view.findByText(validationMessages.usernameRequired)).toBeVisible();
    await expect(view.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(view.getByRole('textbox', { name: authMessages.usernameOrEmail })).toHaveFocus();
    await expect(args.onSignal).not.toHaveBeenCalled();
  },
};

async function typeLogin(
  userEvent: { type: (el: Element, text: string) => Promise<void>; clear: (el: Element) => Promise<void> },
  email: string,
  secret: string,
) {
  const view = dialog();
  const user = view.getByRole('textbox', { name: authMessages.usernameOrEmail });
  await userEvent.clear(user);
  await userEvent.type(user, email);
  await userEvent.clear(password());
  await userEvent.type(password(), secret);
}

/** A sample user signs in: the signedIn signal (the app then goes to /auth-callback). */
export const LoginSignsIn: Story = {
  play: async ({ userEvent, args }) => {
    await findDialog();
    await typeLogin(userEvent, 'Rivka@Example.org', SAMPLE_PASSWORD);
    await userEvent.click(dialog().getByRole('button', { name: authMessages.logInButton }));
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'signIn' }),
      WAIT,
    );
  },
};

const loginFailures: SampleAuthOptions = { failures: {} };
/** §8 Login: every row, each raised by the sample back end and shown above the fields. */
export const LoginErrors: Story = {
  args: { sample: loginFailures },
  play: async ({ userEvent }) => {
    await findDialog();
    await typeLogin(userEvent, RIVKA, 'wrong-password');
    const submit = () => userEvent.click(dialog().getByRole('button', { name: authMessages.logInButton }));
    await submit();
    await expectAlert(loginErrorsMessages.NotAuthorizedException);
    await typeLogin(userEvent, RIVKA, SAMPLE_PASSWORD);
    for (const [name, message] of [
      ['UserNotConfirmedException', loginErrorsMessages.UserNotConfirmedException],
      ['TooManyFailedAttemptsException', loginErrorsMessages.TooManyFailedAttemptsException],
      ['NetworkError', loginErrorsMessages.NetworkError],
      ['InternalErrorException', loginErrorsMessages.other],
    ] as const) {
      loginFailures.failures = { signIn: name };
      await submit();
      await expectAlert(message);
    }
  },
};

/** §5 email check before sign-in: not allowed, and a check that fails. */
export const LoginEmailCheck: Story = {
  play: async ({ userEvent }) => {
    await findDialog();
    const submit = () => userEvent.click(dialog().getByRole('button', { name: authMessages.logInButton }));
    await typeLogin(userEvent, 'someone@blocked.test', SAMPLE_PASSWORD);
    await submit();
    await expectAlert(validationMessages.emailNotAllowed);
    await typeLogin(userEvent, 'someone@down.test', SAMPLE_PASSWORD);
    await submit();
    await expectAlert(validationMessages.emailCheckFailed);
  },
};

/** While signing in the button shows the spinner and the fields wait. */
export const LoginBusy: Story = {
  args: { sample: { pending: ['signIn'] } },
  play: async ({ userEvent }) => {
    await findDialog();
    await typeLogin(userEvent, RIVKA, SAMPLE_PASSWORD);
    await userEvent.click(dialog().getByRole('button', { name: authMessages.logInButton }));
    // Busy, the button's name gains the spinner's "Please wait".
    await waitFor(
      () =>
        expect(
          dialog().getByRole('button', { name: `${authMessages.logInButton} ${formMessages.busy}` }),
        ).toHaveAttribute('aria-busy', 'true'),
      WAIT,
    );
    await expect(dialog().getByRole('textbox', { name: authMessages.usernameOrEmail })).toBeDisabled();
  },
};

/** No hosted sign-in domain (local mode): the provider button says so instead of failing silently. */
export const SocialNotConfigured: Story = {
  play: async ({ userEvent }) => {
    await findDialog();
    await userEvent.click(dialog().getByRole('button', { name: authMessages.google }));
    await expectAlert(format(authScreenMessages.socialNotConfigured, { provider: 'Google' }));
  },
};

/** Overlay click and Escape close the dialog; Radix hands focus back. */
export const Closes: Story = {
  play: async ({ userEvent, args }) => {
    await findDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.close }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    const overlay = document.querySelector('.siyum-auth__overlay');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    // Focus stays trapped inside the dialog.
    await userEvent.tab();
    await expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  },
};

// ---------- Sign-up ----------

/** §2 sign-up chooser: social buttons, 'or', 'Continue with email', 'Already have an account?' 'Log In'. */
export const SignUpChooser: Story = {
  args: { initialState: 'signUp' },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await expect(view.getByRole('heading', { name: authMessages.signUpTitle })).toBeVisible();
    await expect(view.getByText(authMessages.separatorOr)).toBeVisible();
    await expect(view.getByText(authMessages.haveAccount)).toBeVisible();
    await expect(view.getByRole('button', { name: authMessages.logInLink })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authMessages.continueWithEmail }));
    await expect(
      await dialog().findByRole('textbox', { name: authScreenMessages.firstName }, FORM_CHUNK_WAIT),
    ).toBeVisible();
  },
};

/** §5 registration: every required message on an empty submit, then the format rules. */
export const RegistrationValidation: Story = {
  args: { initialState: 'signUp', signUpStep: 'form' },
  play: async ({ userEvent, args }) => {
    const view = await findRegistration();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.signUpButton }));
    for (const message of [
      validationMessages.firstNameRequired,
      validationMessages.lastNameRequired,
      validationMessages.emailRequired,
      validationMessages.phoneRequired,
      validationMessages.countryRequired,
      validationMessages.streetRequired,
      validationMessages.passwordRequired,
      validationMessages.agreementRequired,
    ]) {
      await expect(await view.findByText(message)).toBeVisible();
    }
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.email }), 'not-an-email');
    await expect(await view.findByText(validationMessages.emailInvalid)).toBeVisible();
    await userEvent.type(password(), 'abc');
    await expect(
      await view.findByText(format(validationMessages.passwordMinLength, { min: 6 })),
    ).toBeVisible();
    await userEvent.type(password(authScreenMessages.confirmPassword), 'abd');
    await expect(await view.findByText(validationMessages.passwordsMustMatch)).toBeVisible();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.phone }), '12');
    await expect(await view.findByText(validationMessages.phoneNotAllowed)).toBeVisible();
    await expect(args.onSignal).not.toHaveBeenCalled();
  },
};

/** The pool's policy from public config (8 here): 6 or 7 characters are refused in the form, in its words. */
export const RegistrationPoolPolicy: Story = {
  args: { initialState: 'signUp', signUpStep: 'form', passwordPolicy: { minLength: 8 } },
  play: async ({ userEvent, args }) => {
    const view = await findRegistration();
    await userEvent.type(password(), 'Abc-123');
    await expect(
      await view.findByText(format(validationMessages.passwordMinLength, { min: 8 })),
    ).toBeVisible();
    await userEvent.type(password(), '4');
    await waitFor(() =>
      expect(view.queryByText(format(validationMessages.passwordMinLength, { min: 8 }))).toBeNull(),
    );
    await expect(args.onSignal).not.toHaveBeenCalled();
  },
};

async function chooseCountry(
  userEvent: { click: (el: Element) => Promise<void>; keyboard: (text: string) => Promise<void> },
  name: string,
) {
  await userEvent.click(dialog().getByRole('combobox', { name: 'Country' }));
  await userEvent.keyboard(name);
  await userEvent.click(await screen.findByRole('option', { name }, WAIT));
}

/** The address part follows the country: the US asks for the postal code, Israel for the city (§5). */
export const RegistrationAddressRules: Story = {
  args: { initialState: 'signUp', signUpStep: 'form' },
  // Not captured: after the country popover closes, the long form's scroll position inside the
  // dialog varies by a pixel run to run. RegistrationValidation captures the same form.
  parameters: { visual: false },
  play: async ({ userEvent }) => {
    await findRegistration();
    await chooseCountry(userEvent, 'United States');
    await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.signUpButton }));
    await expect(await dialog().findByText(validationMessages.postalCodeRequired)).toBeVisible();
    await chooseCountry(userEvent, 'Israel');
    await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.signUpButton }));
    await expect(await dialog().findByText(validationMessages.cityRequired)).toBeVisible();
    await expect(dialog().queryByText(validationMessages.postalCodeRequired)).toBeNull();
  },
};

type Typist = {
  type: (el: Element, text: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
  keyboard: (text: string) => Promise<void>;
};
/** Fills the whole registration form with a valid Israeli registrant. */
async function fillRegistration(userEvent: Typist, email: string) {
  const view = dialog();
  await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.firstName }), 'Chana');
  await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.lastName }), 'Weiss');
  await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.email }), email);
  await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.phone }), '2025550143');
  await chooseCountry(userEvent, 'Israel');
  await userEvent.type(dialog().getByRole('textbox', { name: 'Address' }), '12 Herzl St');
  await userEvent.type(dialog().getByRole('textbox', { name: 'City' }), 'Haifa');
  await userEvent.type(password(), SAMPLE_PASSWORD);
  await userEvent.type(password(authScreenMessages.confirmPassword), SAMPLE_PASSWORD);
  await userEvent.click(dialog().getByRole('checkbox'));
}

/** Sign-up → the code → signed in: `registered` carries the profile for the product record (§4). */
export const RegistrationCompletes: Story = {
  args: { initialState: 'signUp', signUpStep: 'form' },
  play: async ({ userEvent, args }) => {
    await findRegistration();
    await fillRegistration(userEvent, 'chana@example.org');
    await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.signUpButton }));
    const code = await dialog().findByRole('textbox', { name: authScreenMessages.confirmationCode }, WAIT);
    await userEvent.type(code, SAMPLE_CODE);
    await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.confirmButton }));
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'signUp' }),
      WAIT,
    );
    await expect(args.onSignal).toHaveBeenCalledWith({
      type: 'registered',
      profile: expect.objectContaining({
        email: 'chana@example.org',
        given_name: 'Chana',
        family_name: 'Weiss',
        phone_number: '+12025550143',
        'custom:City': 'Haifa',
        'custom:Country': 'IL',
        'custom:AgreementSigned': 'true',
      }),
      // Typed by hand in this story (no look-up service): not verified.
      addressVerified: false,
    });
  },
};

const signUpFailures: SampleAuthOptions = { failures: {} };
/** §8 Sign-up: every row, from one filled form submitted again after each failure. */
export const SignUpErrors: Story = {
  args: { initialState: 'signUp', signUpStep: 'form', sample: signUpFailures },
  play: async ({ userEvent }) => {
    await findRegistration();
    await fillRegistration(userEvent, 'chana@example.org');
    for (const [name, message] of Object.entries(signUpErrorsMessages)) {
      signUpFailures.failures = { signUp: name === 'other' ? 'InternalErrorException' : name };
      await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.signUpButton }));
      await expectAlert(message);
    }
  },
};

// ---------- Confirm sign-up ----------

const newUser: AuthEvent = {
  type: 'SIGN_UP',
  username: 'chana@example.org',
  password: SAMPLE_PASSWORD,
  userAttributes: { given_name: 'Chana' },
};

/** The code step: where it was sent, §5's required message, resend. */
export const ConfirmSignUp: Story = {
  args: { initialState: 'signUp', events: [newUser] },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await expect(
      await view.findByRole('heading', { name: authScreenMessages.confirmSignUpTitle }, WAIT),
    ).toBeVisible();
    await expect(
      view.getByText(format(authScreenMessages.codeSentTo, { destination: 'r***@e***.org' })),
    ).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.confirmButton }));
    await expect(await view.findByText(validationMessages.confirmationCodeRequired)).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.resendCode }));
    await expect(
      await view.findByRole('button', { name: authScreenMessages.resendCode }, WAIT),
    ).toBeVisible();
  },
};

const confirmFailures: SampleAuthOptions = { failures: {} };
/** §8 Confirm sign-up: every row. */
export const ConfirmSignUpErrors: Story = {
  args: { initialState: 'signUp', events: [newUser], sample: confirmFailures },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await userEvent.type(
      await view.findByRole('textbox', { name: authScreenMessages.confirmationCode }, WAIT),
      '654321',
    );
    for (const [name, message] of Object.entries(confirmSignUpErrorsMessages)) {
      confirmFailures.failures = { confirmSignUp: name === 'other' ? 'InternalErrorException' : name };
      await userEvent.click(dialog().getByRole('button', { name: authScreenMessages.confirmButton }));
      await expectAlert(message);
    }
  },
};

// ---------- Forgot password ----------

/** §2 forgot: title, text, the email, Send reset and Back; §5 messages for the email. */
export const ForgotPassword: Story = {
  args: { initialState: 'forgotPassword' },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await expect(view.getByRole('heading', { name: authMessages.forgotTitle })).toBeVisible();
    await expect(view.getByText(authMessages.forgotText)).toBeVisible();
    await expect(view.getByRole('button', { name: authScreenMessages.backButton })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.sendResetButton }));
    await expect(await view.findByText(validationMessages.emailRequired)).toBeVisible();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.email }), 'rivka@');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.sendResetButton }));
    await expect(await view.findByText(validationMessages.emailInvalid)).toBeVisible();
  },
};

/** While the request runs a spinner replaces Send reset and Back (§4). */
export const ForgotPasswordBusy: Story = {
  args: { initialState: 'forgotPassword', sample: { pending: ['resetPassword'] } },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.email }), RIVKA);
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.sendResetButton }));
    await expect(await view.findByRole('status', { name: formMessages.busy }, WAIT)).toBeVisible();
    await expect(view.queryByRole('button', { name: authScreenMessages.sendResetButton })).toBeNull();
    await expect(view.queryByRole('button', { name: authScreenMessages.backButton })).toBeNull();
  },
};

const forgot: AuthEvent = { type: 'FORGOT_PASSWORD', username: RIVKA };

/** The code step: email disabled, Send reset / Back gone; §5 messages; a good code signs in. */
export const ForgotPasswordCode: Story = {
  args: { initialState: 'forgotPassword', events: [forgot] },
  play: async ({ userEvent, args }) => {
    const view = await findDialog();
    await waitFor(
      () => expect(view.getByRole('textbox', { name: authScreenMessages.email })).toBeDisabled(),
      WAIT,
    );
    await expect(view.queryByRole('button', { name: authScreenMessages.sendResetButton })).toBeNull();
    await expect(view.queryByRole('button', { name: authScreenMessages.backButton })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.resetButton }));
    await expect(await view.findByText(validationMessages.codeRequired)).toBeVisible();
    await expect(view.getByText(validationMessages.newPasswordRequired)).toBeVisible();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.code }), SAMPLE_CODE);
    await userEvent.type(password(authScreenMessages.newPassword), 'Brand-new1');
    await userEvent.type(password(authScreenMessages.confirmPassword), 'Brand-new2');
    await expect(await view.findByText(validationMessages.passwordsMustMatch)).toBeVisible();
    await userEvent.clear(password(authScreenMessages.confirmPassword));
    await userEvent.type(password(authScreenMessages.confirmPassword), 'Brand-new1');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.resetButton }));
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'resetPassword' }),
      WAIT,
    );
    await expect(args.onSignal).toHaveBeenCalledWith({ type: 'passwordChanged' });
  },
};

const resetRequestFailures: SampleAuthOptions = { failures: {} };
/** §8 Reset request: every row. */
export const ResetRequestErrors: Story = {
  args: { initialState: 'forgotPassword', sample: resetRequestFailures },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.email }), RIVKA);
    for (const [name, message] of Object.entries(resetRequestErrorsMessages)) {
      resetRequestFailures.failures = { resetPassword: name === 'other' ? 'InternalErrorException' : name };
      await userEvent.click(view.getByRole('button', { name: authScreenMessages.sendResetButton }));
      await expectAlert(message);
    }
  },
};

const resetConfirmFailures: SampleAuthOptions = { failures: {} };
/** §8 Reset confirm: every row. */
export const ResetConfirmErrors: Story = {
  args: { initialState: 'forgotPassword', events: [forgot], sample: resetConfirmFailures },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await userEvent.type(
      await view.findByRole('textbox', { name: authScreenMessages.code }, WAIT),
      SAMPLE_CODE,
    );
    await userEvent.type(password(authScreenMessages.newPassword), 'Brand-new1');
    await userEvent.type(password(authScreenMessages.confirmPassword), 'Brand-new1');
    for (const [name, message] of Object.entries(resetConfirmErrorsMessages)) {
      resetConfirmFailures.failures = {
        confirmResetPassword: name === 'other' ? 'InternalErrorException' : name,
      };
      await userEvent.click(view.getByRole('button', { name: authScreenMessages.resetButton }));
      await expectAlert(message);
    }
  },
};

// ---------- Sign-in challenges ----------

/** A code challenge (SMS): a wrong code is refused, the right one signs in. */
export const ConfirmSignInCode: Story = {
  args: { sample: { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }, events: [signInAs] },
  play: async ({ userEvent, args }) => {
    const view = await findDialog();
    await expect(await view.findByText(authScreenMessages.confirmSignInSms, {}, WAIT)).toBeVisible();
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.code }), '000000');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.confirmButton }));
    await expectAlert(confirmSignUpErrorsMessages.CodeMismatchException);
    await userEvent.clear(view.getByRole('textbox', { name: authScreenMessages.code }));
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.code }), SAMPLE_CODE);
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.confirmButton }));
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'challenge' }),
      WAIT,
    );
  },
};

/** First-factor selection is drawn as a choice, never ignored. */
export const ConfirmSignInFirstFactor: Story = {
  args: { sample: { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION' }, events: [signInAs] },
  play: async () => {
    const view = await findDialog();
    const group = await view.findByRole('group', { name: authScreenMessages.firstFactorTitle }, WAIT);
    await expect(
      within(group).getByRole('radio', { name: authScreenMessages.firstFactorPassword }),
    ).toBeChecked();
    await expect(
      within(group).getByRole('radio', { name: authScreenMessages.firstFactorEmailOtp }),
    ).toBeVisible();
  },
};

/** The password challenge asks for the password again. */
export const ConfirmSignInPassword: Story = {
  args: { sample: { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }, events: [signInAs] },
  play: async () => {
    const view = await findDialog();
    await expect(await view.findByText(authScreenMessages.confirmSignInPassword, {}, WAIT)).toBeVisible();
    await expect(password()).toBeVisible();
  },
};

/** §4 forced change: new password twice (must match) and the missing phone. */
export const ForceNewPassword: Story = {
  args: { sample: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }, events: [signInAs] },
  play: async ({ userEvent, args }) => {
    const view = await findDialog();
    await expect(
      await view.findByRole('heading', { name: authScreenMessages.forceNewPasswordTitle }, WAIT),
    ).toBeVisible();
    // The screen loads with the challenge (it carries the phone field).
    await expect(await view.findByRole('textbox', { name: authScreenMessages.phone }, WAIT)).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.changePasswordButton }));
    await expect(await view.findByText(validationMessages.newPasswordRequired)).toBeVisible();
    await userEvent.type(password(authScreenMessages.newPassword), 'Brand-new1');
    await userEvent.type(password(authScreenMessages.confirmPassword), 'Brand-new1');
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.phone }), '2025550143');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.changePasswordButton }));
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'challenge' }),
      WAIT,
    );
  },
};

const forcedChangeCalls: NonNullable<SampleAuthOptions['calls']> = [];
const missingAttributes = ['phone_number', 'given_name', 'family_name', 'custom:City'];

/** §4 forced change: a field for every attribute the pool still needs, each one required. */
export const ForceNewPasswordAllAttributes: Story = {
  args: {
    sample: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes },
    events: [signInAs],
  },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    const changeButton = await view.findByRole(
      'button',
      { name: authScreenMessages.changePasswordButton },
      WAIT,
    );
    await userEvent.click(changeButton);
    for (const message of [
      validationMessages.newPasswordRequired,
      validationMessages.phoneRequired,
      validationMessages.firstNameRequired,
      validationMessages.lastNameRequired,
      validationMessages.cityRequired,
    ])
      await expect(await view.findByText(message)).toBeVisible();
  },
};

/** …and every one of them is submitted with the new password, not only the phone (issue 18). */
export const ForceNewPasswordSubmitsAll: Story = {
  args: {
    sample: {
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes,
      calls: forcedChangeCalls,
    },
    events: [signInAs],
  },
  // The end state is the signed-in spinner that CheckingUser captures already.
  parameters: { visual: false },
  play: async ({ userEvent, args }) => {
    forcedChangeCalls.length = 0;
    const view = await findDialog();
    const changeButton = await view.findByRole(
      'button',
      { name: authScreenMessages.changePasswordButton },
      WAIT,
    );
    await userEvent.type(password(authScreenMessages.newPassword), 'Brand-new1');
    await userEvent.type(password(authScreenMessages.confirmPassword), 'Brand-new1');
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.phone }), '2025550143');
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.firstName }), 'Rivka');
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.lastName }), 'Levi');
    await userEvent.type(view.getByRole('textbox', { name: addressMessages.city }), 'Haifa');
    await userEvent.click(changeButton);
    await waitFor(
      () => expect(args.onSignal).toHaveBeenCalledWith({ type: 'signedIn', via: 'challenge' }),
      WAIT,
    );
    await expect(forcedChangeCalls.find((call) => call.call === 'confirmSignIn')?.input).toEqual({
      challengeResponse: 'Brand-new1',
      userAttributes: {
        phone_number: '+12025550143',
        given_name: 'Rivka',
        family_name: 'Levi',
        'custom:City': 'Haifa',
      },
    });
  },
};

/** TOTP setup: the QR code, the key by hand, the first code. */
export const SetupTotp: Story = {
  args: { sample: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }, events: [signInAs] },
  play: async () => {
    const view = await findDialog();
    await expect(await view.findByRole('img', { name: authScreenMessages.totpQrLabel }, WAIT)).toBeVisible();
    await expect(view.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(view.getByRole('textbox', { name: authScreenMessages.code })).toBeVisible();
  },
};

/** Email MFA setup: an answer that is not an address is refused before any call. */
export const SetupEmail: Story = {
  args: { sample: { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, events: [signInAs] },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    const email = await view.findByRole('textbox', { name: authScreenMessages.email }, WAIT);
    await userEvent.type(email, 'rivka');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.continueButton }));
    await expectAlert(validationMessages.mfaSetupInvalid);
    await userEvent.type(email, '@example.org');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.continueButton }));
    await expect(await view.findByText(authScreenMessages.confirmSignInEmail, {}, WAIT)).toBeVisible();
  },
};

/** MFA type choice: SMS, TOTP, EMAIL; TOTP leads to its setup. */
export const SelectMfaType: Story = {
  args: { sample: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' }, events: [signInAs] },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    const group = await view.findByRole('group', { name: authScreenMessages.selectMfaTitle }, WAIT);
    for (const name of [authScreenMessages.mfaSms, authScreenMessages.mfaTotp, authScreenMessages.mfaEmail])
      await expect(within(group).getByRole('radio', { name })).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: authScreenMessages.mfaTotp }));
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.continueButton }));
    await expect(
      await view.findByRole('heading', { name: authScreenMessages.setupTotpTitle }, WAIT),
    ).toBeVisible();
  },
};

// ---------- Verify attributes ----------

/** After sign-in an unverified email may be verified, or skipped. */
export const VerifyUser: Story = {
  args: { sample: { unverified: true }, events: [signInAs] },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    const group = await view.findByRole('group', { name: authScreenMessages.verifyUserTitle }, WAIT);
    await expect(within(group).getByRole('radio', { name: authScreenMessages.attributeEmail })).toBeChecked();
    await expect(view.getByRole('button', { name: authScreenMessages.skipButton })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.verifyButton }));
    await expect(
      await view.findByRole('heading', { name: authScreenMessages.confirmVerifyTitle }, WAIT),
    ).toBeVisible();
  },
};

/** The verification code; Skip completes sign-in (the dialog then shows its spinner until the app closes it). */
export const ConfirmVerifyUser: Story = {
  args: { sample: { unverified: true }, events: [signInAs, { type: 'VERIFY_USER', attribute: 'email' }] },
  play: async ({ userEvent }) => {
    const view = await findDialog();
    await userEvent.type(await view.findByRole('textbox', { name: authScreenMessages.code }, WAIT), '000000');
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.confirmButton }));
    await expectAlert(confirmSignUpErrorsMessages.CodeMismatchException);
    await userEvent.click(view.getByRole('button', { name: authScreenMessages.skipButton }));
    await expect(await view.findByRole('status', { name: 'Loading' }, WAIT)).toBeVisible();
  },
};

/** No user pool configured: the login says so on opening (§8), the details are in the console. */
export const ConfigurationMissing: Story = {
  args: { sample: { failures: { getCurrentUser: CONFIGURATION_ERROR } } },
  play: async () => {
    await findDialog();
    await expectAlert(identityErrorsMessages.configuration);
  },
};

/** Back from a hosted sign-in the user cancelled at the provider: the login says so. */
export const HostedSignInCancelled: Story = {
  args: { initialError: { name: 'OAuthCancelled', message: identityErrorsMessages.oauthCancelled } },
  play: async () => {
    await findDialog();
    await expectAlert(identityErrorsMessages.oauthCancelled);
    await expect(dialog().getByRole('button', { name: authMessages.google })).toBeVisible();
  },
};

/** While the current user is checked (setup) the dialog shows a spinner. */
export const CheckingUser: Story = {
  args: { sample: { pending: ['getCurrentUser'] } },
  play: async () => {
    const view = await findDialog();
    await expect(view.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

// ---------- A provider's wording ----------

/** A sister app's wording for a few of the dialog's strings; every other string stays English. */
const sisterWording = {
  auth: { loginTitle: 'Connexion' },
  authScreens: { confirmSignInTitle: 'Saisissez votre code' },
  validation: { usernameRequired: 'Le nom d’utilisateur ou l’e-mail est obligatoire.' },
  loginErrors: { NotAuthorizedException: 'E-mail ou mot de passe incorrect.' },
} satisfies UiMessagesOverride;

const providerSample: SampleAuthOptions = { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', failures: {} };
/**
 * Issue 19: under a `UiMessagesProvider` the dialog shows its strings — titles, the domain schema's
 * validation message, the §8 sentence of a failed login (on the login and on the code step, whose
 * table it shares) — and keeps English for those it does not name.
 */
export const ProviderWording: Story = {
  args: { sample: providerSample },
  render: (args) => (
    <UiMessagesProvider messages={sisterWording}>
      <AuthDialogStory {...args} />
    </UiMessagesProvider>
  ),
  play: async ({ userEvent }) => {
    providerSample.failures = {};
    const view = await findDialog();
    await expect(view.getByRole('heading', { name: sisterWording.auth.loginTitle })).toBeVisible();
    const submit = (name: string) => userEvent.click(dialog().getByRole('button', { name }));
    await submit(authMessages.logInButton);
    await expect(await view.findByText(sisterWording.validation.usernameRequired)).toBeVisible();
    await expect(view.getByText(validationMessages.passwordRequired)).toBeVisible();
    await typeLogin(userEvent, RIVKA, 'wrong-password');
    await submit(authMessages.logInButton);
    await expectAlert(sisterWording.loginErrors.NotAuthorizedException);
    await typeLogin(userEvent, RIVKA, SAMPLE_PASSWORD);
    await submit(authMessages.logInButton);
    await expect(
      await view.findByRole('heading', { name: sisterWording.authScreens.confirmSignInTitle }, WAIT),
    ).toBeVisible();
    await expect(view.getByText(authScreenMessages.confirmSignInSms)).toBeVisible();
    // The session expired meanwhile: the code step words it from the same table.
    providerSample.failures = { confirmSignIn: 'NotAuthorizedException' };
    await userEvent.type(view.getByRole('textbox', { name: authScreenMessages.code }), SAMPLE_CODE);
    await submit(authScreenMessages.confirmButton);
    await expectAlert(sisterWording.loginErrors.NotAuthorizedException);
  },
};

// ---------- Hebrew (issue 23) ----------

/** The login in Hebrew, right to left; the username or email still typed left to right. */
export const LoginInHebrew: Story = {
  globals: { locale: 'he' },
  play: async () => {
    const view = await findDialog();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(view.getByRole('heading', { name: he.auth.loginTitle })).toBeVisible();
    await expect(view.getByRole('button', { name: he.auth.google })).toBeVisible();
    await expect(view.getByText(he.auth.separatorEmail)).toBeVisible();
    await expect(view.getByRole('textbox', { name: he.auth.usernameOrEmail })).toHaveAttribute('dir', 'ltr');
    await expect(view.getByRole('button', { name: he.auth.logInButton })).toBeVisible();
    await expect(view.getByText(he.auth.noAccount)).toBeVisible();
  },
};

/** Registration in Hebrew: §5's required messages in Hebrew; the email and phone stay left to right. */
export const RegistrationInHebrew: Story = {
  globals: { locale: 'he' },
  args: { initialState: 'signUp', signUpStep: 'form' },
  play: async ({ userEvent, args }) => {
    const view = await findDialog();
    await view.findByRole('textbox', { name: he.authScreens.firstName }, FORM_CHUNK_WAIT);
    await expect(view.getByRole('textbox', { name: he.authScreens.email })).toHaveAttribute('dir', 'ltr');
    await expect(
      view.getByRole('textbox', { name: he.authScreens.phone }).closest('.siyum-phone'),
    ).toHaveAttribute('dir', 'ltr');
    await userEvent.click(view.getByRole('button', { name: he.authScreens.signUpButton }));
    for (const message of [
      he.validation.firstNameRequired,
      he.validation.emailRequired,
      he.validation.passwordRequired,
    ]) {
      await expect(await view.findByText(message)).toBeVisible();
    }
    await expect(args.onSignal).not.toHaveBeenCalled();
  },
};

import type { FlowMachine } from './transition';

/**
 * The steps that open once a code is on its way — whether asked for on their own screen, asked
 * again, or sent because a sign-in said so (§4). Both are about the current flow's username.
 */

/** Sends the sign-up code (again) and opens the confirm step. */
export async function sendSignUpCode(machine: FlowMachine): Promise<void> {
  const codeDelivery = await machine.services.resendSignUpCode({ username: machine.state.username ?? '' });
  machine.set(machine.start('confirmSignUp', { codeDelivery }));
}

/** Sends a reset code (again) and opens the code + new password step. */
export async function sendResetCode(machine: FlowMachine): Promise<void> {
  const output = await machine.services.resetPassword({ username: machine.state.username ?? '' });
  machine.set(
    machine.start('confirmResetPassword', { codeDelivery: output.nextStep.codeDeliveryDetails ?? {} }),
  );
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { MFA_TEST_CODE, MFA_TEST_RECOVERY_CODES, mfaStore } from '@/testing/mfa-handlers';
import { currentPath, renderApp } from '@/testing/render';

const PASSWORD = 'Lifeline-demo-1';
const slow = { timeout: 5000 };

async function signIn(email: string) {
  const rendered = await renderApp('/login');
  await rendered.user.type(screen.getByLabelText('Email'), email);
  await rendered.user.type(screen.getByLabelText('Password'), PASSWORD);
  await rendered.user.click(screen.getByRole('button', { name: 'Log in' }));
  return rendered;
}

describe('two-factor sign-in', () => {
  it('signs an account without two-factor straight in, as before', async () => {
    const member = db.addUser(buildUser('STAFF'));
    const { router } = await signIn(member.email);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('asks for the code after the password: numeric one-time-code field, error on the field', async () => {
    const member = db.addUser(buildUser('STAFF'));
    mfaStore.enrol(member.email);
    const { user, router } = await signIn(member.email);
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(currentPath(router)).toBe('/login');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 6-digit code from your authenticator app'),
    );

    await user.clear(code);
    await user.type(code, '000000');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('The code is not valid. Check your authenticator app and try again.'),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, MFA_TEST_CODE);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
  });

  it("takes a recovery code instead of the app's code", async () => {
    const member = db.addUser(buildUser('ADMIN'));
    mfaStore.enrol(member.email);
    const { user } = await signIn(member.email);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await user.type(field, MFA_TEST_RECOVERY_CODES[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
  });

  it('goes back to the password with the message when the sign-in has expired', async () => {
    const member = db.addUser(buildUser('STAFF'));
    mfaStore.enrol(member.email);
    const { user } = await signIn(member.email);
    await screen.findByRole('textbox', { name: 'Authentication code' });
    mfaStore.reset();
    mfaStore.enrol(member.email);
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), MFA_TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Your sign-in has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('makes a member of a required role enrol, shows the recovery codes, then signs in', async () => {
    const member = db.addUser(buildUser('STAFF'));
    mfaStore.require(member.email);
    const { user, router } = await signIn(member.email);
    await screen.findByRole('heading', { name: 'Set up two-factor sign-in' });
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP');
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), MFA_TEST_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    expect(currentPath(router)).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, slow);
  });
});

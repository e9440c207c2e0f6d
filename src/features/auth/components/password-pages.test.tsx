import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { passwordMessages } from '@contract/password';
import { accountStore } from '@/testing/account-store';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/** The colour a toast was raised with (Mantine writes it on the notification's root). */
function toastColor(text: string): string | undefined {
  const root = screen.getByText(text).closest<HTMLElement>('.mantine-Notification-root');
  return root?.style.getPropertyValue('--notification-color');
}

const TOKEN = '7d0f3a52-3b8e-4f57-9a5d-0c8c1c7b2e11';
const NEW_PASSWORD = 'New-password-2';

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('New password', { selector: 'input' });
const confirmField = () => screen.getByLabelText('Confirm password', { selector: 'input' });

describe('forgot password', () => {
  it('sends the e-mail and then says where the link went', async () => {
    db.addUser(buildUser('STAFF'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/password/forgot');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    const send = screen.getByRole('button', { name: 'Send reset link' });
    expect(send).toBeDisabled();
    await user.type(emailField(), ' staff@example.org ');
    await user.click(send);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'We sent a link to reset your password to staff@example.org. The link expires in 30 minutes.',
    );
    expect(sentBodies(fetchSpy, 'POST')).toEqual([{ email: 'staff@example.org' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message on the e-mail field", async () => {
    const { user } = await renderApp('/password/forgot');
    await user.type(emailField(), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(passwordMessages.emailNotFound),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a 503 on the e-mail field too', async () => {
    server.use(
      http.post('*/api/v1/auth/password', () =>
        HttpResponse.json({ message: passwordMessages.mailUnavailable }, { status: 503 }),
      ),
    );
    const { user } = await renderApp('/password/forgot');
    await user.type(emailField(), 'staff@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(passwordMessages.mailUnavailable),
    );
  });

  it("refuses an address without '@' with 'Invalid email', sending nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/password/forgot');
    await user.type(emailField(), 'staff');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Invalid email'));
    expect(sentBodies(fetchSpy, 'POST')).toEqual([]);
  });
});

describe('password reset', () => {
  it('checks the token on load: an invalid one gives a red toast and goes to /', async () => {
    const { router } = await renderApp(`/password/${TOKEN}`);
    expect(await screen.findByText(passwordMessages.linkInvalid)).toBeInTheDocument();
    expect(toastColor(passwordMessages.linkInvalid)).toContain('red');
    expect(currentPath(router)).toBe('/');
  });

  it("says 'Passwords do not match' on the confirm field, sending nothing", async () => {
    accountStore.resetTokens.add(TOKEN);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/password/${TOKEN}`);
    await user.type(passwordField(), NEW_PASSWORD);
    await user.type(confirmField(), `${NEW_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(confirmField()).toHaveAccessibleDescription('Passwords do not match'),
    );
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([]);
  });

  it('resets the password and offers Back to Login', async () => {
    accountStore.resetTokens.add(TOKEN);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/password/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await user.type(passwordField(), NEW_PASSWORD);
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.type(confirmField(), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Your password has been reset.');
    expect(within(done).getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      { passwordResetToken: TOKEN, password: NEW_PASSWORD },
    ]);
  });

  it("puts the server's password items on the password field, never blocking a weak one", async () => {
    accountStore.resetTokens.add(TOKEN);
    const { user } = await renderApp(`/password/${TOKEN}`);
    await user.type(passwordField(), 'weak');
    await user.type(confirmField(), 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        'Password must be at least 8 characters long. Password must include uppercase, lowercase, number, and special character',
      ),
    );
  });

  it("shows a failure's message on the password field", async () => {
    accountStore.resetTokens.add(TOKEN);
    server.use(
      http.patch('*/api/v1/auth/password', () =>
        HttpResponse.json({ message: passwordMessages.linkInvalid }, { status: 401 }),
      ),
    );
    const { user } = await renderApp(`/password/${TOKEN}`);
    await user.type(passwordField(), NEW_PASSWORD);
    await user.type(confirmField(), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(passwordMessages.linkInvalid),
    );
  });
});

describe('e-mail verification', () => {
  it('verifies on load, then a green toast and /login', async () => {
    accountStore.verificationTokens.add(TOKEN);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { router } = await renderApp(`/verify/${TOKEN}`);
    expect(
      await screen.findByText('Your email address was successfully verified.'),
    ).toBeInTheDocument();
    expect(toastColor('Your email address was successfully verified.')).toContain('green');
    expect(currentPath(router)).toBe('/login');
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ emailVerificationToken: TOKEN }]);
  });

  it('says a link followed again (a mail scanner was first) is already verified, and offers the login', async () => {
    accountStore.usedVerificationTokens.add(TOKEN);
    const { router } = await renderApp(`/verify/${TOKEN}`);
    const notice = 'Your e-mail address is already verified. You can log in now.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(toastColor(notice)).toContain('green');
    expect(screen.queryByText('Invalid Email Verification Token')).toBeNull();
    expect(currentPath(router)).toBe('/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it("gives a red 'Invalid Email Verification Token' toast and goes to / on failure", async () => {
    const { router } = await renderApp(`/verify/${TOKEN}`);
    expect(await screen.findByText('Invalid Email Verification Token')).toBeInTheDocument();
    expect(toastColor('Invalid Email Verification Token')).toContain('red');
    expect(currentPath(router)).toBe('/');
  });

  it.each(['/verify/abc', '/password/forgot', `/password/${TOKEN}`])(
    'tells a signed-in user on %s that they are already logged in',
    async (path) => {
      db.signIn(buildUser('STAFF'));
      await renderApp(path);
      expect(await screen.findByText('User is already logged in')).toBeInTheDocument();
    },
  );
});

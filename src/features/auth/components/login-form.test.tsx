import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginMessages } from '@contract/auth';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const PASSWORD = 'Lifeline-demo-1';

async function fillAndSubmit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('keeps the Log in button disabled until both e-mail and password are filled', async () => {
    const { user } = await renderApp('/login');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'staff@example.org');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(button).toBeDisabled();
  });

  it('shows the 404 message on the e-mail field for an unknown e-mail', async () => {
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'nobody@example.org', PASSWORD);
    const email = await screen.findByLabelText('Email');
    expect(
      await screen.findByText('The email you entered isn’t connected to an account.'),
    ).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(
      'The email you entered isn’t connected to an account.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the 401 message on the password field for a wrong password', async () => {
    db.addUser(buildUser('STAFF'));
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', 'wrong-password');
    await screen.findByText('The password you’ve entered is incorrect.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password you’ve entered is incorrect.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a 403's server message on the e-mail field", async () => {
    db.addUser(buildUser('VOLUNTEER', { approvedAt: null }));
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'volunteer@example.org', PASSWORD);
    await screen.findByText(loginMessages.unapproved);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(loginMessages.unapproved);
  });

  it("shows any other failure as '{status}: {message}'", async () => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json({ message: 'Service is starting' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('503: Service is starting');
  });

  it('shows a 429 message alone on the e-mail field', async () => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in 15 minutes.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    await screen.findByText('Too many attempts. Please try again in 15 minutes.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Too many attempts. Please try again in 15 minutes.',
    );
    expect(screen.queryByText(/429/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['with its path', { path: 'email', message: 'Invalid email' }],
    ['without a path (the reference)', { message: 'Invalid email' }],
  ])("shows a 422 'Invalid email' %s alone on the e-mail field", async (_case, item) => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json({ error: 'Unprocessable Entity', message: [item] }, { status: 422 }),
      ),
    );
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    await screen.findByText('Invalid email');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(screen.queryByText(/422/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 422 item without a path in the failure alert', async () => {
    server.use(
      http.post('*/api/v1/auth/login', () =>
        HttpResponse.json(
          { error: 'Unprocessable Entity', message: [{ message: 'Body is not an object' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Body is not an object');
  });

  it('says the connection failed when the server cannot be reached', async () => {
    server.use(http.post('*/api/v1/auth/login', () => HttpResponse.error()));
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection to the server failed, so nothing was saved.',
    );
  });

  it('starts on the e-mail field, and the password toggle is reachable by keyboard', async () => {
    const { user } = await renderApp('/login');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle).toHaveFocus();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('shows a failure with an empty body using the status text', async () => {
    server.use(
      http.post(
        '*/api/v1/auth/login',
        () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
      ),
    );
    const { user } = await renderApp('/login');
    await fillAndSubmit(user, 'staff@example.org', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('500: Internal Server Error');
  });

  it('signs in and goes on to the dashboard', async () => {
    db.addUser(buildUser('STAFF'));
    const { user, router } = await renderApp('/login');
    await fillAndSubmit(user, 'Staff@Example.org', PASSWORD);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('links to forgot password and registration', async () => {
    await renderApp('/login');
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  // Issue #22: the e-mail field checked itself on blur, so pressing a link below it first showed
  // 'Invalid email', which pushed the link away from under the pointer.
  it.each([
    ['Forgot password?', '/password/forgot'],
    ['Sign up', '/register'],
  ])(
    'leaving the empty e-mail field for "%s" shows no error, and the link works the first time',
    async (name, path) => {
      const { user, router } = await renderApp('/login');
      const email = screen.getByLabelText('Email');
      expect(email).toHaveFocus();
      const form = screen.getByRole('form', { name: 'Log in' });
      const link = within(form).getByRole('link', { name });
      // The press moves focus (and would show the check's message); the release clicks.
      await user.pointer({ keys: '[MouseLeft>]', target: link });
      expect(email).not.toHaveFocus();
      expect(email).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
      await user.pointer({ keys: '[/MouseLeft]', target: link });
      await waitFor(() => expect(currentPath(router)).toBe(path));
    },
  );

  it('still checks a typed e-mail when the member moves on to the password', async () => {
    const { user } = await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import type { Role } from '@contract/roles';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';

const signInAs = (role: Role) => db.signIn(buildUser(role));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('signed-out visitors', () => {
  it('go to /login remembering path and query, and come back there after logging in', async () => {
    db.addUser(buildUser('STAFF'));
    const { router, user } = await renderApp('/patients?page=2&patient=ann');
    expect(currentPath(router)).toBe(
      `/login?redirect=${encodeURIComponent('/patients?page=2&patient=ann')}`,
    );
    await user.type(screen.getByLabelText('Email'), 'staff@example.org');
    await user.type(screen.getByLabelText('Password'), 'Lifeline-demo-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await heading('Patients');
    expect(currentPath(router)).toBe('/patients?page=2&patient=ann');
  });

  it.each(['/dashboard', '/hospitals', '/users/pending', '/patients/generate'])(
    'are sent from %s to the login page',
    async (path) => {
      const { router } = await renderApp(path);
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
      expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    },
  );

  it('see the landing page at /', async () => {
    const { router } = await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Lifeline' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it.each([
    ['/register', 'Sign Up'],
    ['/password/forgot', 'Forgot Password'],
  ])('can open %s, a page built for visitors', async (path, title) => {
    const { router } = await renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(currentPath(router)).toBe(path);
    expect(screen.queryByText('This feature is not available yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('User is already logged in')).not.toBeInTheDocument();
  });
});

describe('signed-in users', () => {
  it('are sent from / to /dashboard, replacing the history entry', async () => {
    signInAs('FIRST_RESPONDER');
    const { router } = await renderApp('/');
    await heading('Dashboard');
    expect(currentPath(router)).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leave the login page for the page they asked for', async () => {
    signInAs('ADMIN');
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent('/users?page=3')}`);
    await heading('Members');
    expect(currentPath(router)).toBe('/users?page=3');
  });

  it('leave the login page for / (and so the dashboard) without a target', async () => {
    signInAs('STAFF');
    const { router } = await renderApp('/login');
    await heading('Dashboard');
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('are never sent to another site by a crafted redirect', async () => {
    signInAs('STAFF');
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await heading('Dashboard');
    expect(currentPath(router)).toBe('/dashboard');
  });

  it.each([
    '/register',
    '/register/6f1c2b9e-8f0a-4c65-9d7e-2a1b3c4d5e6f',
    '/password/forgot',
    '/password/3c0e4a1d-1111-4222-8333-944455556666',
    '/verify/3c0e4a1d-1111-4222-8333-944455556666',
  ])("get 'User is already logged in' on %s", async (path) => {
    signInAs('VOLUNTEER');
    const { router } = await renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('User is already logged in');
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText('This feature is not available yet.')).not.toBeInTheDocument();
  });
});

describe('role guards', () => {
  it('sends a first responder away from /users to /forbidden', async () => {
    signInAs('FIRST_RESPONDER');
    const { router } = await renderApp('/users');
    await heading('Access Denied');
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('prints QR codes outside the signed-in layout', async () => {
    signInAs(minimumRole('label.print'));
    await renderApp('/patients/generate');
    await heading('Print QR Codes');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it("says 'Page does not exist.' by default and links to the dashboard", async () => {
    await renderApp('/no/such/page');
    expect(await heading('Page Does Not Exist')).toBeInTheDocument();
    expect(screen.getByText('Page does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the message passed in the navigation state', async () => {
    await renderApp({ pathname: '/missing', state: { message: 'Patient could not be found.' } });
    await heading('Page Does Not Exist');
    expect(screen.getByText('Patient could not be found.')).toBeInTheDocument();
    expect(screen.queryByText('Page does not exist.')).not.toBeInTheDocument();
  });
});

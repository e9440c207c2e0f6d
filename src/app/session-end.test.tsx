import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { endSessionAfter401 } from './session-end';

const slow = { timeout: 5000 };

describe('a session ended by the server mid-use (401)', () => {
  it('goes to the login page keeping the path, and says the session has ended', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const { router, queryClient, user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Active sessions' }, slow);
    db.sessionUserId = null;
    endSessionAfter401(queryClient, router, 'query');
    expect(await screen.findByText('Your session has ended', {}, slow)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?redirect=%2Fprofile');

    // Signing in again goes back to the page, and the notice is gone next time.
    db.signIn(buildUser('VOLUNTEER', { email: 'again@example.org' }));
    db.sessionUserId = null;
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'again@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lifeline-demo-1');
    await user.click(screen.getByRole('button', { name: /log in|sign in/i }));
    await screen.findByRole('region', { name: 'Active sessions' }, slow);
    expect(currentPath(router)).toBe('/profile');
  });

  it('does not say so to a visitor whose start-up check answers 401', async () => {
    const { router, queryClient } = await renderApp('/login');
    endSessionAfter401(queryClient, router, 'query');
    await screen.findByRole('main');
    expect(screen.queryByText('Your session has ended')).toBeNull();
  });

  it('leaves a visitor’s own 401s (a wrong password at login) to the form', async () => {
    const { router, queryClient } = await renderApp('/login');
    endSessionAfter401(queryClient, router, 'mutation');
    expect(currentPath(router)).toBe('/login');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
  });
});

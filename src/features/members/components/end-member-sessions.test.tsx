import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountSecurityMessages } from '@contract/sessions';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api } from '@/testing/handler-utils';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { buildSession, sessionStore } from '@/testing/session-handlers';

const slow = { timeout: 5000 };

/** The profile's password change, answered with the server's breached-password item. */
const password = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('End all sessions on the member page (ADMIN)', () => {
  it('signs the member out everywhere after a Yes, with a toast naming them', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(
      buildUser('FIRST_RESPONDER', {
        firstName: 'Chih',
        lastName: 'Koo',
        email: 'koo@example.org',
      }),
    );
    sessionStore.add(member.id, buildSession(), buildSession());
    const { user } = await renderApp(`/users/${member.id}`);
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'End all sessions?' });
    expect(dialog).toHaveTextContent('Chih Koo will be signed out on every device');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The member's stand-in list held the test's own "current" session plus the two added.
    expect(await screen.findByText('3 sessions of Chih Koo have ended.')).toBeInTheDocument();
    expect(sessionStore.of(member.id)).toEqual([]);
    expect(db.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/users/${member.id}/sessions`,
    ]);
  });

  it('sends nothing on No, and shows a refusal in a red toast', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(buildUser('STAFF', { email: 'sam@example.org' }));
    server.use(
      http.delete(api('/users/:id/sessions'), () =>
        HttpResponse.json({ message: 'User not found' }, { status: 404 }),
      ),
    );
    const { user } = await renderApp(`/users/${member.id}`);
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }, slow));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText("Failed to end the member's sessions.")).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});

describe('a password on the breached list', () => {
  it('shows the server’s refusal on the new password field of the profile', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    server.use(
      http.patch(api('/users/me/password'), () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'password', message: accountSecurityMessages.passwordBreached }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Change password' }, slow);
    await user.type(password('Current password'), 'Lifeline-demo-1');
    await user.type(password('New password'), 'P@ssw0rd');
    await user.type(password('Confirm new password'), 'P@ssw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(accountSecurityMessages.passwordBreached);
    expect(password('New password').closest('.mantine-InputWrapper-root')).toHaveTextContent(
      accountSecurityMessages.passwordBreached,
    );
  });
});

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

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const card = () => screen.findByRole('region', { name: 'Active sessions' }, slow);
const rows = (region: HTMLElement) => within(region).getAllByRole('listitem');

const phone = buildSession({
  browser: 'Chrome 131',
  os: 'Android',
  deviceType: 'mobile',
  clientAddress: '198.51.100.23',
  // Local time, so the text does not depend on the machine's zone.
  lastSeenAt: '2025-03-09T18:45:00',
});
const tablet = buildSession({ browser: 'Safari 17', os: 'iPadOS', deviceType: 'tablet' });

describe('Active sessions on /profile', () => {
  it('lists where the member is signed in, this device first and marked', async () => {
    const me = db.signIn(buildUser('FIRST_RESPONDER'));
    sessionStore.add(me.id, phone);
    await renderApp('/profile');
    const region = await card();
    await waitFor(() => expect(rows(region)).toHaveLength(2));
    const [current, other] = rows(region);
    expect(current).toHaveTextContent('Chrome 131 on macOS');
    expect(within(current as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(other).toHaveTextContent('Chrome 131 on Android');
    expect(other).toHaveTextContent('Address: 198.51.100.23');
    expect(other).toHaveTextContent('Last active March 9, 2025 at 6:45pm');
    expect(
      within(other as HTMLElement).getByRole('button', {
        name: 'End the session on Chrome 131 on Android',
      }),
    ).toBeInTheDocument();
  });

  it('ends one other session after a Yes, with a toast, and the list follows', async () => {
    const me = db.signIn(buildUser('STAFF'));
    sessionStore.add(me.id, phone, tablet);
    const { user } = await renderApp('/profile');
    const region = await card();
    await user.click(
      await within(region).findByRole('button', { name: 'End the session on Safari 17 on iPadOS' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Safari 17 on iPadOS will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('The session on Safari 17 on iPadOS has ended.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows(region)).toHaveLength(2));
    expect(region).not.toHaveTextContent('iPadOS');
    expect(sessionStore.of(me.id).map((s) => s.id)).not.toContain(tablet.id);
  });

  it('sends nothing on No', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    sessionStore.add(me.id, phone);
    const { user } = await renderApp('/profile');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(sessionStore.of(me.id)).toHaveLength(2);
  });

  it('ends all other sessions after a Yes, and then says there are none', async () => {
    const me = db.signIn(buildUser('ADMIN'));
    sessionStore.add(me.id, phone, tablet);
    const { user } = await renderApp('/profile');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 other sessions have ended.')).toBeInTheDocument();
    expect(
      await within(region).findByText('You are not signed in anywhere else.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'End all other sessions' })).toBeNull();
  });

  it('shows the server’s refusal in a red toast', async () => {
    const me = db.signIn(buildUser('FIRST_RESPONDER'));
    sessionStore.add(me.id, phone);
    server.use(
      http.delete(api('/users/me/sessions/:id'), () =>
        HttpResponse.json({ message: accountSecurityMessages.sessionNotFound }, { status: 404 }),
      ),
    );
    const { user } = await renderApp('/profile');
    const region = await card();
    await user.click(
      await within(region).findByRole('button', {
        name: 'End the session on Chrome 131 on Android',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Failed to end the session.')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
  });

  it('says when the list could not be read, and reads it again on Retry', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    let calls = 0;
    server.use(
      http.get(api('/users/me/sessions'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json([buildSession({ current: true })]);
      }),
    );
    const { user } = await renderApp('/profile');
    const region = await card();
    expect(
      await within(region).findByText('Failed to load your active sessions.'),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('This device')).toBeInTheDocument();
  });

  it('shows a loading state while the list is read', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    server.use(http.get(api('/users/me/sessions'), () => new Promise<Response>(() => undefined)));
    await renderApp('/profile');
    const region = await card();
    expect(within(region).getByLabelText('Loading…')).toBeInTheDocument();
  });
});

describe('after a password change on the same page', () => {
  it('reads the list again: the other sessions have ended', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    sessionStore.add(me.id, phone);
    server.use(
      http.patch(api('/users/me/password'), () => {
        sessionStore.of(me.id).splice(1);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = await renderApp('/profile');
    const region = await card();
    await waitFor(() => expect(rows(region)).toHaveLength(2));
    const field = (name: string) =>
      screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
    await user.type(field('Current password'), 'Lifeline-demo-1');
    await user.type(field('New password'), 'Newer-pass-2');
    await user.type(field('Confirm new password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await within(region).findByText('You are not signed in anywhere else.'),
    ).toBeInTheDocument();
  });
});

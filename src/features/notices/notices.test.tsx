import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api } from '@/testing/handler-utils';
import { buildNotice, noticeStore } from '@/testing/notice-store';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/*
 * [ours] Issue 24: the notification centre behind the header's Alerts button, the Follow button
 * on the patient's page, and the delivery choices on the profile.
 */

const slow = { timeout: 5000 };
const alertsButton = (name: string | RegExp) =>
  within(screen.getByRole('banner')).findByRole('button', { name }, slow);

describe('the notification centre', () => {
  it('counts unread notices, lists them without values, and marks one and then all read', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    const patient = db.addPatient(buildPatient({ firstName: 'Zebulon' }));
    noticeStore.notices.push(
      buildNotice(me.id, {
        patientId: patient.id,
        sections: ['medicalData', 'codeStatus'],
      }),
      buildNotice(me.id, {
        kind: 'scan',
        sections: [],
        actor: null,
        patientId: patient.id,
        createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      }),
      buildNotice(me.id, {
        readAt: new Date().toISOString(),
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
      // Another member's notice is not counted.
      buildNotice('00000000-0000-4000-8000-00000000ffff'),
    );
    const { user, router } = await renderApp('/dashboard');
    const button = await alertsButton('Alerts: 2 unread notices');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    const short = `${patient.id.slice(0, 8).toUpperCase()}…`;
    const change = within(panel).getByRole('link', {
      name: new RegExp(
        `^Unread:\\s*Sam Staff changed Medical Information, Advanced Directive of patient ${short}$`,
      ),
    });
    expect(change).toHaveAttribute('href', `/patients/${patient.id}`);
    expect(
      within(panel).getByRole('link', {
        name: new RegExp(`^Unread:\\s*A first responder opened the label of patient ${short}$`),
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(panel).getByText('3 days ago')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Zebulon');

    await user.click(
      within(panel).getByRole('button', {
        name: `Mark read: A first responder opened the label of patient ${short}`,
      }),
    );
    await alertsButton('Alerts: 1 unread notice');
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await alertsButton('Alerts');
    expect(noticeStore.notices.filter((notice) => notice.readAt === null)).toHaveLength(1);

    // Following a notice's link opens the patient and closes the panel.
    await user.click(within(panel).getByRole('link', { name: new RegExp(`changed .* ${short}`) }));
    await waitFor(() => expect(currentPath(router)).toBe(`/patients/${patient.id}`));
    expect(screen.queryByRole('dialog', { name: 'Alerts' })).not.toBeInTheDocument();
  });

  it('says when there is nothing, and offers Retry when the notices could not be read', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    let fail = true;
    server.use(
      http.get(api('/notices'), () =>
        fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ notices: [], unreadCount: 0 }),
      ),
    );
    const { user } = await renderApp('/dashboard');
    await user.click(await alertsButton('Alerts'));
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(await within(panel).findByText('Failed to fetch alerts.', {}, slow)).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No alerts.')).toBeInTheDocument();
  });

  it('shows an empty panel on a server without notices (the reference answers 404)', async () => {
    db.signIn(buildUser('STAFF'));
    server.use(
      http.get(api('/notices'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
    );
    const { user } = await renderApp('/dashboard');
    await user.click(await alertsButton('Alerts'));
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(await within(panel).findByText('No alerts.')).toBeInTheDocument();
    expect(within(panel).queryByText('Failed to fetch alerts.')).not.toBeInTheDocument();
  });

  it('asks a responder for no notices', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user } = await renderApp('/dashboard');
    await user.click(await alertsButton('Alerts'));
    await screen.findByRole('dialog', { name: 'Alerts' });
    expect(db.requests.some((request) => request.path === '/notices')).toBe(false);
  });
});

describe('the Follow button', () => {
  it('follows and unfollows the patient, showing the current state', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const patient = db.addPatient(buildPatient());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/patients/${patient.id}`);
    await user.click(await screen.findByRole('button', { name: 'Follow' }, slow));
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));
    await screen.findByRole('button', { name: 'Follow' });
    const methods = fetchSpy.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${input as string}`)
      .filter((call) => call.includes('/follow'));
    expect(methods).toEqual([
      `GET /api/v1/patients/${patient.id}/follow`,
      `PUT /api/v1/patients/${patient.id}/follow`,
      `DELETE /api/v1/patients/${patient.id}/follow`,
    ]);
  });

  it("is offered on the editor too, where the label page's Edit leads a volunteer", async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const patient = db.addPatient(buildPatient());
    const { user } = await renderApp(`/patients/${patient.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Patient' }, slow);
    await user.click(await screen.findByRole('button', { name: 'Follow' }, slow));
    await screen.findByRole('button', { name: 'Unfollow' });
    expect(
      db.requests.some(
        (request) => request.method === 'PUT' && request.path === `/patients/${patient.id}/follow`,
      ),
    ).toBe(true);
  });

  it('is not offered to a responder', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient());
    await renderApp(`/patients/${patient.id}`);
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(db.requests.some((request) => request.path.endsWith('/follow'))).toBe(false);
  });
});

describe('delivery choices on the profile', () => {
  it('shows the defaults and saves a change at once', async () => {
    db.signIn(buildUser('STAFF'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Notices' }, slow);
    const scan = await within(card).findByRole('group', {
      name: /^Labels opened by a first responder/,
    });
    expect(within(scan).getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
    const push = within(scan).getByRole('checkbox', { name: 'By push notification' });
    expect(push).not.toBeChecked();
    await user.click(push);
    await waitFor(() => expect(push).toBeChecked());
    expect(sentBodies(fetchSpy, 'PUT')).toEqual([{ scan: { push: true } }]);
    // jsdom has no push: the device part says so instead of offering a button.
    expect(card).toHaveTextContent('This browser cannot receive push notifications.');
    expect(within(card).queryByRole('button', { name: 'Allow on this device' })).toBeNull();
  });

  it('is not shown to a responder', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, slow);
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });
});

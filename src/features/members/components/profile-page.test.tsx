import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userMessages } from '@contract/users';
import { loadDateLocale } from '@/lib/dates';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const section = (name: string) => screen.getByRole('region', { name });
// Required fields' labels end with an asterisk.
const password = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

afterEach(async () => {
  // A language chosen in a test leaves dates in English for the next.
  await loadDateLocale('en');
});

describe('profile', () => {
  it("opens from the header's Profile button with the member's own details", async () => {
    db.signIn(
      buildUser('FIRST_RESPONDER', { licenseNumber: 'P39332', organization: 'SF Fire Department' }),
    );
    const { user, router } = await renderApp('/dashboard');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, slow);
    expect(currentPath(router)).toBe('/profile');
    const details = section('Your details');
    expect(details).toHaveTextContent('Fiona Responder');
    expect(details).toHaveTextContent('first.responder@example.org');
    expect(details).toHaveTextContent('P39332');
    expect(screen.getByRole('textbox', { name: 'Organization' })).toHaveValue('SF Fire Department');
  });

  it('keeps the Language of Lifeline on the profile, or follows the browser again', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Language of Lifeline' }, slow);
    const select = within(card).getByRole('combobox', { name: /^Language/ });
    expect(select).toHaveValue('browser');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Follow my browser',
      'English',
      '繁體中文',
      '简体中文',
      'Español',
      'Русский',
      'Tagalog',
    ]);
    await user.selectOptions(select, 'ru');
    await waitFor(() => expect(db.userById(me.id)?.user.uiLanguage).toBe('ru'));
    expect(select).toHaveValue('ru');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Language: Русский' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'browser');
    await waitFor(() => expect(db.userById(me.id)?.user.uiLanguage).toBeNull());
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ uiLanguage: 'ru' }, { uiLanguage: null }]);
    // jsdom's browser speaks English.
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }),
    ).toBeInTheDocument();
  });

  it('saves organization and languages with PATCH /users/me', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/profile');
    const form = await screen.findByRole('region', { name: 'Organization and languages' });
    await user.type(within(form).getByRole('textbox', { name: 'Organization' }), 'Red Cross');
    await user.click(
      within(form).getByLabelText('Other languages', { selector: 'input:not([type=hidden])' }),
    );
    // The languages dropdown's option (the Language of Lifeline select has a Tagalog too).
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tagalog' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      { organization: 'Red Cross', languages: ['TAGALOG'] },
    ]);
    expect(db.userById(me.id)?.user).toMatchObject({
      organization: 'Red Cross',
      languages: ['TAGALOG'],
    });
  });

  it("says 'Passwords do not match' on the confirmation, sending nothing", async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Change password' });
    await user.type(password('Current password'), 'Lifeline-demo-1');
    await user.type(password('New password'), 'Newer-pass-2');
    await user.type(password('Confirm new password'), 'Newer-pass-3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([]);
  });

  it('changes the password with the current one, then clears the form', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Change password' });
    await user.type(password('Current password'), 'Lifeline-demo-1');
    await user.type(password('New password'), 'Newer-pass-2');
    await user.type(password('Confirm new password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. Your other sessions have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      { currentPassword: 'Lifeline-demo-1', password: 'Newer-pass-2' },
    ]);
    expect(db.users.get(me.email)?.password).toBe('Newer-pass-2');
    await waitFor(() => expect(password('Current password')).toHaveValue(''));
  });

  it('shows a wrong current password on its field', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    server.use(
      http.patch(api('/users/me/password'), () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'currentPassword', message: userMessages.currentPasswordWrong }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/profile');
    await screen.findByRole('region', { name: 'Change password' });
    await user.type(password('Current password'), 'wrong');
    await user.type(password('New password'), 'Newer-pass-2');
    await user.type(password('Confirm new password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(password('Current password').closest('.mantine-InputWrapper-root')).toHaveTextContent(
      'Current password is incorrect',
    );
  });
});

describe('the Alerts button', () => {
  it('shows STAFF the pending-member count and leads to the pending members', async () => {
    db.signIn(buildUser('STAFF'));
    db.addUser(buildUser('FIRST_RESPONDER', { email: 'p1@example.org', approvedAt: null }));
    db.addUser(buildUser('VOLUNTEER', { email: 'p2@example.org', approvedAt: null }));
    const { user, router } = await renderApp('/dashboard');
    const alerts = await screen.findByRole('button', { name: 'Alerts: 2 pending members' });
    expect(db.requests.find((r) => r.path === '/users')?.query).toEqual({
      status: 'unapproved',
      perPage: '1',
    });
    await user.click(alerts);
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(panel).toHaveTextContent('2 members are waiting for approval');
    await user.click(within(panel).getByRole('link', { name: 'Review pending members' }));
    await screen.findByRole('heading', { level: 1, name: 'Pending Members' }, slow);
    expect(currentPath(router)).toBe('/users/pending');
  });

  it('shows others an empty panel, without reading members', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const { user } = await renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    expect(panel).toHaveTextContent('No alerts.');
    expect(db.requests.some((r) => r.path === '/users')).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { inviteMessages } from '@contract/invites';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api, guard, paginate } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const table = () => screen.getByRole('table', { name: 'Members' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function seed() {
  const admin = db.signIn(buildUser('ADMIN'));
  const jane = db.addUser(
    buildUser('VOLUNTEER', {
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Doe',
      email: 'jane@example.org',
      organization: 'SF Fire Department',
      languages: ['SPANISH', 'TAGALOG'],
    }),
  );
  const pending = db.addUser(
    buildUser('FIRST_RESPONDER', {
      firstName: 'Pat',
      lastName: 'Pending',
      email: 'pat@example.org',
      approvedAt: null,
    }),
  );
  const rejected = db.addUser(
    buildUser('STAFF', {
      firstName: 'Rex',
      lastName: 'Rejected',
      email: 'rex@example.org',
      approvedAt: null,
      rejectedAt: '2024-06-06T10:00:00.000Z',
    }),
  );
  return { admin, jane, pending, rejected };
}

describe('members list', () => {
  it("shows SPEC's columns, status and role badges, organization and other languages", async () => {
    seed();
    await renderApp('/users');
    await screen.findByRole('heading', { level: 1, name: 'Members' }, slow);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Status',
      'Role',
      'Other languages',
      'E-mail address',
      'Organization',
      'Actions',
    ]);
    expect(names()).toEqual(['Ada Admin', 'Jane Q Doe', 'Pat Pending', 'Rex Rejected']);
    const cells = within(rowOf('Jane Q Doe'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Jane Q Doe',
      'Active',
      'Volunteer',
      'Spanish, Tagalog',
      'jane@example.org',
      'SF Fire Department',
    ]);
    expect(within(rowOf('Pat Pending')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Rex Rejected')).getByText('Rejected')).toBeInTheDocument();
    expect(db.requests.filter((r) => r.path === '/users').map((r) => r.query)).toContainEqual({
      search: '',
      page: '1',
    });
  });

  it('shows the pending-member count on the Pending Members button, which opens the page', async () => {
    seed();
    const { user, router } = await renderApp('/users');
    const button = await screen.findByRole('link', { name: /^Pending Members\s*1$/ }, slow);
    await user.click(button);
    await screen.findByRole('heading', { level: 1, name: 'Pending Members' }, slow);
    expect(currentPath(router)).toBe('/users/pending');
  });

  it('searches once typing pauses, keeping the term in the address', async () => {
    const { jane } = seed();
    const { user, router } = await renderApp('/users');
    await screen.findByRole('table', { name: 'Members' }, slow);
    // The server's search (API.md §4.2) answers the term: here, with Jane alone.
    server.use(
      http.get(api('/users'), ({ request }) =>
        new URL(request.url).searchParams.get('status')
          ? undefined
          : (guard(request, 'user.list') ?? paginate([jane], {})),
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'jane');
    await waitFor(() => expect(names()).toEqual(['Jane Q Doe']), { timeout: 3000 });
    expect(db.requests.filter((r) => r.path === '/users').at(-1)?.query).toEqual({
      search: 'jane',
      page: '1',
    });
    expect(currentPath(router)).toBe('/users?search=jane');
  });

  it("says 'No users found.' when nothing matches", async () => {
    db.signIn(buildUser('ADMIN'));
    server.use(
      http.get(api('/users'), ({ request }) => guard(request, 'user.list') ?? paginate([], {})),
    );
    await renderApp('/users?search=nobody');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users.' when the list cannot be read", async () => {
    seed();
    server.use(http.get(api('/users'), () => HttpResponse.json(null, { status: 500 })));
    await renderApp('/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users.');
  });

  it('names each member with a link to their page', async () => {
    const { jane } = seed();
    const { user, router } = await renderApp('/users');
    const link = await screen.findByRole('link', { name: 'Jane Q Doe' }, slow);
    expect(link).toHaveAttribute('href', `/users/${jane.id}`);
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Jane Q Doe' }, slow);
    expect(currentPath(router)).toBe(`/users/${jane.id}`);
  });

  it('opens a member by row click, and offers View and Edit in the row menu', async () => {
    const { jane } = seed();
    const { user, router } = await renderApp('/users');
    await user.click(await screen.findByRole('cell', { name: 'Jane Q Doe' }));
    await screen.findByRole('heading', { level: 1, name: 'Jane Q Doe' }, slow);
    expect(currentPath(router)).toBe(`/users/${jane.id}`);
    await router.navigate('/users');
    await user.click(await screen.findByRole('button', { name: 'Actions for Jane Q Doe' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit User' }, slow);
    expect(currentPath(router)).toBe(`/users/${jane.id}/edit`);
  });
});

describe('the Single Invite dialog', () => {
  async function openDialog() {
    seed();
    const rendered = await renderApp('/users');
    await rendered.user.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Single Invite' });
    return { ...rendered, dialog };
  }

  it('keeps Send Invite off until both name and e-mail are given, with Volunteer by default', async () => {
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send Invite' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Volunteer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Jo');
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'j');
    expect(send).toBeEnabled();
  });

  it("refuses a bad name and e-mail with SPEC §5's messages, sending nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'J0hn');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'john at example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(
      await within(dialog).findByText(
        "Name must be between 2 and 30 characters long. It can only contain alphabetic characters (A-Z, a-z), spaces, hyphens (-), and apostrophes (').",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'POST')).toEqual([]);
  });

  it("sends 'Name <email>' with the chosen role upper-cased, then says 'Invite sent to {name}'", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), "Mary O'Neil");
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'mary@example.org');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'First Responder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText("Invite sent to Mary O'Neil")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchSpy, 'POST')).toEqual([
      { recipients: "Mary O'Neil <mary@example.org>", role: 'FIRST_RESPONDER' },
    ]);
    expect([...db.invites.values()]).toMatchObject([
      { firstName: 'Mary', lastName: "O'Neil", email: 'mary@example.org' },
    ]);
  });

  it("shows 'Invite failed to send' and the server's reason on the e-mail field", async () => {
    server.use(
      http.post(api('/invites'), () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { path: 'recipients', message: inviteMessages.emailRegistered('jane@example.org') },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Jane Doe');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'jane@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite failed to send')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Email already registered: jane@example.org'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

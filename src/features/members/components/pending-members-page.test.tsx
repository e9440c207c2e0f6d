import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api, guard } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const table = () => screen.getByRole('table', { name: 'Pending members' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function seed(role: Role = 'ADMIN') {
  db.signIn(buildUser(role));
  const pending = (firstName: string, lastName: string) =>
    db.addUser(
      buildUser('FIRST_RESPONDER', {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.org`,
        approvedAt: null,
        licenseNumber: 'P39332',
      }),
    );
  db.addUser(buildUser('VOLUNTEER', { firstName: 'Ann', lastName: 'Active', email: 'a@x.org' }));
  return { amy: pending('Amy', 'Alpha'), ben: pending('Ben', 'Beta'), cy: pending('Cy', 'Gamma') };
}

const actionCalls = (action: string) =>
  db.requests
    .filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${action}`))
    .map((r) => r.path);

describe('pending members', () => {
  it('lists only members neither approved nor rejected, with a back arrow to Members', async () => {
    seed();
    const { user, router } = await renderApp('/users/pending');
    await screen.findByRole('table', { name: 'Pending members' }, slow);
    expect(names()).toEqual(['Amy Alpha', 'Ben Beta', 'Cy Gamma']);
    expect(db.requests.find((r) => r.path === '/users')?.query).toEqual({
      status: 'unapproved',
      page: '1',
    });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Members' }, slow);
    expect(currentPath(router)).toBe('/users');
  });

  it('approves the selection one call per member, reports one failure, and keeps it selected', async () => {
    const { amy, ben, cy } = seed();
    server.use(
      http.patch(
        api(`/users/${ben.id}/approve`),
        ({ request }) =>
          guard(request, 'user.approve') ??
          HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp('/users/pending');
    await screen.findByRole('table', { name: 'Pending members' }, slow);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(approve);
    expect(await screen.findByText('2 approved, 1 failed')).toBeInTheDocument();
    expect(actionCalls('approve').sort()).toEqual(
      [amy, ben, cy].map((m) => `/users/${m.id}/approve`).sort(),
    );
    // The list is read again: the approved members have gone, the failed one stays selected.
    await waitFor(() => expect(names()).toEqual(['Ben Beta']));
    expect(screen.getByRole('checkbox', { name: 'Select Ben Beta' })).toBeChecked();
    expect(db.userById(amy.id)?.user.approvedAt).not.toBeNull();
  });

  it("says '1 approved' when none failed, for a single row's selection", async () => {
    const { cy } = seed('STAFF');
    const { user } = await renderApp('/users/pending');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cy Gamma' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 approved')).toBeInTheDocument();
    expect(actionCalls('approve')).toEqual([`/users/${cy.id}/approve`]);
    await waitFor(() => expect(names()).toEqual(['Amy Alpha', 'Ben Beta']));
  });

  it('denies the selection after a confirmation, rejecting each member', async () => {
    const { amy, ben } = seed();
    const { user } = await renderApp('/users/pending');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Amy Alpha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ben Beta' }));
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny 2 applicants?' });
    // Whom, by name, and what follows; the buttons say what they do.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amy Alpha', 'Ben Beta']);
    expect(dialog).toHaveTextContent('They will not be able to sign in.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deny 2 applicants' }));
    expect(await screen.findByText('2 denied')).toBeInTheDocument();
    expect(actionCalls('reject')).toEqual([`/users/${amy.id}/reject`, `/users/${ben.id}/reject`]);
    await waitFor(() => expect(names()).toEqual(['Cy Gamma']));
  });

  it("says 'No pending members.' when nobody waits", async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/users/pending');
    expect(await screen.findByText('No pending members.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });
});

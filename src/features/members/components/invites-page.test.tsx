import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invite } from '@contract/invites';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const day = 86_400_000;

function buildInvite(email: string, overrides: Partial<Invite> = {}): Invite {
  return {
    id: crypto.randomUUID(),
    firstName: null,
    middleName: null,
    lastName: null,
    email,
    role: 'VOLUNTEER',
    expiresAt: new Date(Date.now() + 7 * day).toISOString(),
    acceptedById: null,
    revokedAt: null,
    invitedById: crypto.randomUUID(),
    acceptedAt: null,
    revokedById: null,
    createdAt: new Date(Date.now() - day).toISOString(),
    updatedAt: new Date(Date.now() - day).toISOString(),
    ...overrides,
  };
}

const stateOf = (email: string) => {
  const row = screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[3]?.textContent;
};

describe('invites', () => {
  it('lists every invite with its state, opened from the members page', async () => {
    db.signIn(buildUser('ADMIN'));
    db.addInvite(buildInvite('pending@example.org', { firstName: 'Pam', lastName: 'Pending' }));
    db.addInvite(buildInvite('accepted@example.org', { acceptedById: crypto.randomUUID() }));
    db.addInvite(buildInvite('revoked@example.org', { revokedAt: new Date().toISOString() }));
    db.addInvite(
      buildInvite('expired@example.org', { expiresAt: new Date(Date.now() - day).toISOString() }),
    );
    const { user, router } = await renderApp('/users');
    await user.click(await screen.findByRole('link', { name: 'Invites' }));
    await screen.findByRole('table', { name: 'Invites' }, slow);
    expect(currentPath(router)).toBe('/users/invites');
    expect(stateOf('pending@example.org')).toBe('Pending');
    expect(stateOf('accepted@example.org')).toBe('Accepted');
    expect(stateOf('revoked@example.org')).toBe('Revoked');
    expect(stateOf('expired@example.org')).toBe('Expired');
    expect(
      screen.queryByRole('button', { name: 'Actions for accepted@example.org' }),
    ).not.toBeInTheDocument();
  });

  it('revokes a pending invite after a confirmation', async () => {
    db.signIn(buildUser('ADMIN'));
    const invite = db.addInvite(buildInvite('pam@example.org'));
    const { user } = await renderApp('/users/invites');
    await user.click(await screen.findByRole('button', { name: 'Actions for pam@example.org' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invite' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to revoke the invite for pam@example.org?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Invite for pam@example.org revoked.')).toBeInTheDocument();
    await waitFor(() => expect(stateOf('pam@example.org')).toBe('Revoked'));
    expect(db.invites.get(invite.id)?.revokedAt).not.toBeNull();
  });
});

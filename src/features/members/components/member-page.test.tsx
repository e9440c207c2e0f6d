import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userMessages } from '@contract/users';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api } from '@/testing/handler-utils';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const field = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Account actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('user detail', () => {
  it('shows every field and timestamp as "June 5, 2024 at 3:04pm", with Edit for ADMIN', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(
      buildUser('FIRST_RESPONDER', {
        firstName: 'Chih',
        middleName: 'Ren',
        lastName: 'Koo',
        email: 'koo@example.org',
        licenseNumber: 'P39332',
        organization: 'SF Fire Department',
        languages: ['CANTONESE'],
        // Local times, so the expected text does not depend on the machine's zone.
        createdAt: '2024-06-05T15:04:00',
        emailVerifiedAt: '2024-06-05T15:10:00',
        approvedAt: '2024-06-06T09:30:00',
        disabledAt: '2024-07-01T00:05:00',
        updatedAt: '2024-07-01T00:05:00',
      }),
    );
    await renderApp(`/users/${member.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Chih Ren Koo' }, slow);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/users/${member.id}/edit`,
    );
    expect(field('First name')).toBe('Chih');
    expect(field('Middle name')).toBe('Ren');
    expect(field('Last name')).toBe('Koo');
    expect(field('E-mail address')).toBe('koo@example.org');
    expect(field('Role')).toBe('First Responder');
    expect(field('License number')).toBe('P39332');
    expect(field('Organization')).toBe('SF Fire Department');
    expect(field('Other languages')).toBe('Cantonese');
    expect(field('Registered')).toBe('June 5, 2024 at 3:04pm');
    expect(field('Approved')).toBe('June 6, 2024 at 9:30am');
    expect(field('Disabled')).toBe('July 1, 2024 at 12:05am');
    expect(field('Rejected')).toBe('—');
    expect(field('Updated')).toBe('July 1, 2024 at 12:05am');
    expect(screen.getByText('Disabled', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Enable', 'End all sessions']);
  });

  it('leaves out the licence when the member has none', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(buildUser('VOLUNTEER', { email: 'v2@example.org' }));
    await renderApp(`/users/${member.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Victor Volunteer' }, slow);
    expect(screen.queryByText('License number')).not.toBeInTheDocument();
  });

  it('approves a pending member after a confirmation', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(
      buildUser('FIRST_RESPONDER', { email: 'p@example.org', approvedAt: null }),
    );
    const { user } = await renderApp(`/users/${member.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Fiona Responder' }, slow);
    expect(actionButtons()).toEqual(['Approve', 'Reject', 'Disable', 'End all sessions']);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve member' });
    expect(dialog).toHaveTextContent('Are you sure you want to approve Fiona Responder?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Fiona Responder approved.')).toBeInTheDocument();
    await waitFor(() => expect(actionButtons()).toEqual(['Disable', 'End all sessions']));
    expect(screen.getByText('Active', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('asks before disabling, and does nothing on No', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(buildUser('STAFF', { email: 's2@example.org' }));
    const { user } = await renderApp(`/users/${member.id}`);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable member' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.requests.some((r) => r.path.endsWith('/disable'))).toBe(false);
  });

  it("shows the server's refusal of an action in a red toast", async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(buildUser('STAFF', { email: 's3@example.org' }));
    server.use(
      http.patch(api(`/users/${member.id}/disable`), () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'id', message: userMessages.ownDisable }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/users/${member.id}`);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    const title = await screen.findByText('Failed to disable Sam Staff.');
    expect(title.closest('.mantine-Notification-root')).toHaveTextContent(userMessages.ownDisable);
  });

  it('offers an admin no way to reject or disable their own account', async () => {
    const admin = db.signIn(buildUser('ADMIN'));
    await renderApp(`/users/${admin.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Ada Admin' }, slow);
    expect(actionButtons()).toEqual(['End all sessions']);
  });

  it('says when the member does not exist, with a link back to Members', async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/users/0b7c8f5e-1d2a-4b3c-8d4e-5f6a7b8c9d0e');
    expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
    expect(screen.getByRole('link', { name: 'Back to Members' })).toHaveAttribute('href', '/users');
  });

  it('leads back to Members from the heading', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(buildUser('VOLUNTEER', { email: 'v3@example.org' }));
    await renderApp(`/users/${member.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Victor Volunteer' }, slow);
    expect(screen.getByRole('link', { name: 'Back to Members' })).toHaveAttribute('href', '/users');
  });

  it('keeps every account action in one row, Reset two-factor among them while it is on', async () => {
    db.signIn(buildUser('ADMIN'));
    const member = db.addUser(
      buildUser('STAFF', { email: 's4@example.org', approvedAt: null, mfaEnabled: true }),
    );
    const { user } = await renderApp(`/users/${member.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Sam Staff' }, slow);
    expect(actionButtons()).toEqual([
      'Approve',
      'Reject',
      'Disable',
      'End all sessions',
      'Reset two-factor',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument(),
    );
  });

  it('offers no Reset two-factor while two-factor is off, or when the server does not say', async () => {
    db.signIn(buildUser('ADMIN'));
    const off = db.addUser(buildUser('STAFF', { email: 's5@example.org', mfaEnabled: false }));
    const unknown = db.addUser(buildUser('VOLUNTEER', { email: 'v5@example.org' }));
    await renderApp(`/users/${off.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Sam Staff' }, slow);
    expect(actionButtons()).toEqual(['Disable', 'End all sessions']);
    cleanup();
    await renderApp(`/users/${unknown.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Victor Volunteer' }, slow);
    expect(actionButtons()).toEqual(['Disable', 'End all sessions']);
  });
});

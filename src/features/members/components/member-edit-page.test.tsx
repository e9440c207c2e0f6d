import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userMessages } from '@contract/users';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api, guard } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/** Page loads are lazy, and the machine running the suite may be busy. */
const slow = { timeout: 5000 };

const textbox = (name: string) => screen.getByRole('textbox', { name });

function seedMember() {
  db.signIn(buildUser('ADMIN'));
  return db.addUser(
    buildUser('VOLUNTEER', {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.org',
      organization: 'Red Cross',
      languages: ['SPANISH'],
    }),
  );
}

describe('user edit', () => {
  it("starts from the member's values and saves them, keeping a blank password", async () => {
    const member = seedMember();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, router } = await renderApp(`/users/${member.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit User' }, slow);
    expect(textbox('First name')).toHaveValue('Jane');
    expect(textbox('Organization')).toHaveValue('Red Cross');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Volunteer');
    await user.clear(textbox('Organization'));
    await user.type(textbox('Organization'), 'SF Fire Department');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' }, slow);
    expect(currentPath(router)).toBe(`/users/${member.id}`);
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      {
        firstName: 'Jane',
        middleName: null,
        lastName: 'Doe',
        email: 'jane@example.org',
        role: 'VOLUNTEER',
        organization: 'SF Fire Department',
        languages: ['SPANISH'],
      },
    ]);
  });

  it("puts the server's 422 items on their fields, and the rest in the alert", async () => {
    const member = seedMember();
    server.use(
      http.patch(
        api(`/users/${member.id}`),
        ({ request }) =>
          guard(request, 'user.update') ??
          HttpResponse.json(
            {
              error: 'Unprocessable Entity',
              message: [
                { path: 'email', message: userMessages.emailTaken },
                {
                  path: 'password',
                  message: 'Password must be at least 8 characters long',
                },
                {
                  path: 'password',
                  message:
                    'Password must include uppercase, lowercase, number, and special character',
                },
                { message: 'Something else went wrong' },
              ],
            },
            { status: 422 },
          ),
      ),
    );
    const { user } = await renderApp(`/users/${member.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit User' }, slow);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(textbox('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Password must be at least 8 characters long. Password must include uppercase, lowercase, number, and special character',
      ),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user.');
    expect(alert).toHaveTextContent('Something else went wrong');
  });

  it("shows 'You cannot change your own role' on the role field of one's own account", async () => {
    const admin = db.signIn(buildUser('ADMIN'));
    await renderApp(`/users/${admin.id}/edit`);
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot change your own role');
  });

  it("puts the server's own-role refusal on the role field", async () => {
    const member = seedMember();
    server.use(
      http.patch(api(`/users/${member.id}`), () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [{ path: 'role', message: userMessages.ownRole }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/users/${member.id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
        'You cannot change your own role',
      ),
    );
  });

  it('asks before Cancel drops changes, and goes back to the member on Yes', async () => {
    const member = seedMember();
    const { user, router } = await renderApp(`/users/${member.id}/edit`);
    await screen.findByRole('heading', { level: 1, name: 'Edit User' }, slow);
    await user.type(textbox('Middle name'), 'Q');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'This form has unsaved changes.' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('heading', { level: 1, name: 'Jane Doe' }, slow);
    expect(currentPath(router)).toBe(`/users/${member.id}`);
  });
});

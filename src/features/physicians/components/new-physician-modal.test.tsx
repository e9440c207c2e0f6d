import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { physicianMessages } from '@contract/physicians';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';
import type { PhysicianRecord } from '../api/physicians.api';
import { NewPhysicianModal } from './new-physician-modal';

function Harness({ onRegistered }: { onRegistered: (physician: PhysicianRecord) => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <p>{opened ? 'modal open' : 'modal closed'}</p>
      <NewPhysicianModal
        opened={opened}
        onClose={() => setOpened(false)}
        onRegistered={onRegistered}
      />
    </>
  );
}

function setup() {
  db.signIn(buildUser('VOLUNTEER'));
  const onRegistered = vi.fn();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = renderWithProviders(<Harness onRegistered={onRegistered} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Register new physician' });
  const field = (name: string) => within(dialog()).getByRole('textbox', { name });
  return { ...rendered, onRegistered, dialog, field, posted: () => sentBodies(fetchSpy, 'POST') };
}

describe('NewPhysicianModal', () => {
  it('requires the first and last name and sends nothing until they are given', async () => {
    const { user, dialog, posted } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Register' }));
    expect(within(dialog()).getByText('First Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Last Name is required')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it("rejects an e-mail that is not an address with 'Email is not in valid format'", async () => {
    const { user, field } = setup();
    await user.type(field('Email'), 'jane.doe@example');
    await user.tab();
    expect(await screen.findByText('Email is not in valid format')).toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'jane.doe@example.org');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText('Email is not in valid format')).not.toBeInTheDocument(),
    );
  });

  it('masks the phone and registers the physician as the reference expects it', async () => {
    const { user, field, dialog, onRegistered, posted } = setup();
    await user.type(field('First Name'), ' Jane ');
    await user.type(field('Last Name'), 'Doe');
    await user.type(field('Phone'), '4155551234');
    expect(field('Phone')).toHaveValue('(415) 555-1234');
    await user.click(within(dialog()).getByRole('button', { name: 'Register' }));
    await screen.findByText('modal closed');
    expect(posted()).toEqual([
      { firstName: 'Jane', middleName: '', lastName: 'Doe', phone: '(415) 555-1234' },
    ]);
    expect(onRegistered).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Jane', lastName: 'Doe', phone: '(415) 555-1234' }),
    );
    expect(screen.getByText('Physician registered successfully.')).toBeInTheDocument();
  });

  it("shows 'Failed to register physician.' with the server's message", async () => {
    server.use(
      http.post('*/api/v1/physicians', () =>
        HttpResponse.json(
          { message: physicianMessages.duplicate('email Jane.Doe@example.org') },
          { status: 400 },
        ),
      ),
    );
    const { user, field, dialog, onRegistered } = setup();
    await user.type(field('First Name'), 'Janet');
    await user.type(field('Last Name'), 'Doe');
    await user.type(field('Email'), 'Jane.Doe@example.org');
    await user.click(within(dialog()).getByRole('button', { name: 'Register' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to register physician.');
    expect(alert).toHaveTextContent('Physician with email Jane.Doe@example.org already exists.');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("puts the server's 422 items on their fields", async () => {
    server.use(
      http.post('*/api/v1/physicians', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { path: 'lastName', message: 'String must contain at most 255 character(s)' },
              { path: 'phone', message: 'Phone number must be in format (###) ###-####' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, field, dialog, onRegistered } = setup();
    await user.type(field('First Name'), 'Jane');
    await user.type(field('Last Name'), 'Doe');
    await user.type(field('Phone'), '4155551234');
    await user.click(within(dialog()).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(field('Last Name')).toHaveAccessibleDescription(
        'String must contain at most 255 character(s)',
      ),
    );
    expect(field('Phone')).toHaveAccessibleDescription(
      'Phone number must be in format (###) ###-####',
    );
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('maxLength', '255');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('closes an untouched form at once', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('modal closed')).toBeInTheDocument();
    expect(screen.queryByText('This form has unsaved changes.')).not.toBeInTheDocument();
  });

  it('asks before closing a changed form, and keeps it on No', async () => {
    const { user, dialog, field } = setup();
    await user.type(field('First Name'), 'Jane');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'This form has unsaved changes.' });
    expect(question).toHaveTextContent(
      'Are you sure you want to close this form without submitting?',
    );
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'This form has unsaved changes.' }),
      ).not.toBeInTheDocument(),
    );
    expect(field('First Name')).toHaveValue('Jane');
    expect(screen.getByText('modal open')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'This form has unsaved changes.' });
    await user.click(within(again).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('modal closed')).toBeInTheDocument();
  });
});

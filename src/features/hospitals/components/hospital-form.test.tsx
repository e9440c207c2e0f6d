import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HOSPITAL_NAME_MESSAGE } from '@contract/reference';
import { useFormSave } from '@/components/form/use-form-save';
import { buildNpiOrganization, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';
import type { HospitalRecord } from '../api/hospitals.api';
import { useCreateHospital } from '../api/hospitals.queries';
import { HospitalForm } from './hospital-form';
import { useHospitalForm } from './hospital-form-schema';

function Harness({ onSaved }: { onSaved: (hospital: HospitalRecord) => void }) {
  const create = useCreateHospital();
  const form = useHospitalForm();
  const save = useFormSave(form, { save: create.mutateAsync, onSaved });
  return (
    <HospitalForm
      form={form}
      save={save}
      failureTitle="Failed to create hospital."
      onCancel={vi.fn()}
    />
  );
}

function setup() {
  db.signIn(buildUser('VOLUNTEER'));
  const onSaved = vi.fn();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = renderWithProviders(<Harness onSaved={onSaved} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  const posted = () => sentBodies(fetchSpy, 'POST');
  return { ...rendered, onSaved, field, submit, posted };
}

describe('hospital form', () => {
  it.each(['A', 'Mercy #2', 'Mercy!', 'Mercy_General'])(
    'refuses the name %j with the hospital name rule',
    async (name) => {
      const { user, field, submit, posted } = setup();
      await user.click(field('Name'));
      await user.paste(name);
      await submit();
      expect(await screen.findByText(HOSPITAL_NAME_MESSAGE)).toBeInTheDocument();
      expect(posted()).toEqual([]);
    },
  );

  it.each([
    "St. Joseph's Medical Center",
    'UCSF Medical Center at Mission Bay',
    'Hospital 2',
    'KAISER FOUNDATION HOSPITALS - SAN FRANCISCO (SOUTH)',
  ])('saves the real hospital name %j', async (name) => {
    const { user, field, submit, posted, onSaved } = setup();
    await user.type(field('Name'), name);
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toEqual([{ name, address: null, phone: null, email: null }]);
  });

  it('caps each text field at the contract limit', () => {
    const { field } = setup();
    expect(field('Name')).toHaveAttribute('maxLength', '100');
    expect(field('Address')).toHaveAttribute('maxLength', '255');
    expect(field('Email')).toHaveAttribute('maxLength', '255');
  });

  it.each(['mercy.example.org', 'info @mercy.org', 'x@y', 'omar@'])(
    "refuses the e-mail %j with 'Invalid email'",
    async (email) => {
      const { user, field, submit, posted } = setup();
      await user.type(field('Name'), "Saint Mary's");
      await user.type(field('Email'), email);
      await submit();
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
      expect(posted()).toEqual([]);
    },
  );

  it('submits the contract body: trimmed, a masked phone, an empty e-mail as null', async () => {
    const { user, field, submit, posted, onSaved } = setup();
    await user.type(field('Name'), " Saint Mary's-West ");
    await user.type(field('Address'), '450 Stanyan St');
    await user.type(field('Phone'), '4156682000');
    expect(field('Phone')).toHaveValue('(415) 668-2000');
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        name: "Saint Mary's-West",
        address: '450 Stanyan St',
        phone: '(415) 668-2000',
        email: null,
      },
    ]);
  });

  it('refuses an incomplete phone on its field instead of saving another number', async () => {
    const { user, field, submit, posted } = setup();
    await user.type(field('Name'), 'Mercy');
    await user.click(field('Phone'));
    await user.paste('555-0100');
    await submit();
    expect(field('Phone')).toHaveAccessibleDescription(
      'Phone number is not in (XXX) XXX-XXXX format',
    );
    expect(posted()).toEqual([]);
  });

  it('saves no phone when only letters were typed in it', async () => {
    const { user, field, submit, posted, onSaved } = setup();
    await user.type(field('Name'), 'Mercy');
    await user.type(field('Phone'), 'abc');
    expect(field('Phone')).toHaveValue('');
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toEqual([{ name: 'Mercy', address: null, phone: null, email: null }]);
  });

  it("puts the server's 422 items on their fields, joined per field", async () => {
    server.use(
      http.post('*/api/v1/hospitals', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { path: 'address', message: 'String must contain at most 255 character(s)' },
              { path: 'email', message: 'Too long' },
              { path: 'email.domain', message: 'Unknown domain' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, field, submit, onSaved } = setup();
    await user.type(field('Name'), 'Mercy');
    await user.type(field('Email'), 'a@b.org');
    await submit();
    expect(await screen.findByText('Too long. Unknown domain')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Too long. Unknown domain');
    expect(field('Address')).toHaveAccessibleDescription(
      'String must contain at most 255 character(s)',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a 422 item without a path, or on no field of the form, in the failure alert', async () => {
    server.use(
      http.post('*/api/v1/hospitals', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { message: 'Something is off' },
              { path: 'body', message: 'Expected object' },
              { path: 'name', message: 'Taken' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, field, submit } = setup();
    await user.type(field('Name'), 'Mercy');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create hospital.');
    expect(alert).toHaveTextContent('Something is off. Expected object');
    expect(alert).not.toHaveTextContent('Taken');
    expect(field('Name')).toHaveAccessibleDescription('Taken');
  });

  it('says that the connection failed and nothing was saved when the network is down', async () => {
    server.use(http.post('*/api/v1/hospitals', () => HttpResponse.error()));
    const { user, field, submit, onSaved } = setup();
    await user.type(field('Name'), 'Mercy');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create hospital.');
    expect(alert).toHaveTextContent('The connection to the server failed, so nothing was saved.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('fills name, address and phone from a chosen NPI result, checking the name at once', async () => {
    db.npiResults = [
      buildNpiOrganization({
        name: 'SAINT FRANCIS MEMORIAL HOSPITAL',
        address: '900 Hyde St, San Francisco, CA 94109',
        phone: '415-353-6000',
      }),
      buildNpiOrganization({ name: 'SAINT MARYS MEDICAL CENTER', npi: '1987654321', phone: 'N/A' }),
    ];
    const { user, field, submit, posted, onSaved } = setup();
    expect(field('State')).toHaveValue('CA');
    await user.type(field('Organization name'), 'saint');
    await user.click(screen.getByRole('button', { name: 'Search NPI' }));
    const results = await screen.findByRole('list', { name: 'NPI results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(db.requests.at(-1)).toEqual({
      method: 'GET',
      path: '/npi',
      query: { name: 'saint', state: 'CA' },
    });
    await user.click(screen.getByRole('button', { name: 'Use SAINT FRANCIS MEMORIAL HOSPITAL' }));
    expect(field('Name')).toHaveValue('SAINT FRANCIS MEMORIAL HOSPITAL');
    expect(field('Address')).toHaveValue('900 Hyde St, San Francisco, CA 94109');
    expect(field('Phone')).toHaveValue('(415) 353-6000');
    // The registry's names fit the hospital name rule: no error, and the result saves.
    expect(screen.queryByText(HOSPITAL_NAME_MESSAGE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use SAINT MARYS MEDICAL CENTER' }));
    expect(field('Phone')).toHaveValue('');
    await submit();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted()).toEqual([
      {
        name: 'SAINT MARYS MEDICAL CENTER',
        address: '900 Hyde St, San Francisco, CA 94109',
        phone: null,
        email: null,
      },
    ]);
  });

  it("says so when the registry has no match, and shows the server's reason on failure", async () => {
    const { user, field } = setup();
    await user.type(field('Organization name'), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search NPI' }));
    expect(await screen.findByText('No organizations found.')).toBeInTheDocument();

    server.use(
      http.get('*/api/v1/npi', () =>
        HttpResponse.json({ message: 'Error fetching NPI data' }, { status: 502 }),
      ),
    );
    await user.clear(field('State'));
    await user.type(field('State'), 'ny');
    await user.click(screen.getByRole('button', { name: 'Search NPI' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('NPI look-up failed.');
    expect(alert).toHaveTextContent('Error fetching NPI data');
    expect(alert).toHaveTextContent("You can type the hospital's details in by hand below.");
  });

  it("offline, says 'Error fetching NPI data' and that the details can be typed in", async () => {
    server.use(http.get('*/api/v1/npi', () => HttpResponse.error()));
    const { user, field } = setup();
    await user.type(field('Organization name'), 'mercy');
    await user.click(screen.getByRole('button', { name: 'Search NPI' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching NPI data');
    expect(alert).toHaveTextContent("You can type the hospital's details in by hand below.");
    expect(alert).not.toHaveTextContent('Failed to fetch');
    await user.type(field('Name'), 'Mercy');
    expect(field('Name')).toHaveValue('Mercy');
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildNpiOrganization, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { HospitalForm } from './hospital-form';

const NAME_RULE =
  "Name must be between 2 and 30 characters long. It can only contain alphabetic characters (A-Z, a-z), spaces, hyphens (-), and apostrophes (').";

function setup() {
  db.signIn(buildUser('VOLUNTEER'));
  const onSubmit = vi.fn();
  const rendered = renderWithProviders(<HospitalForm onSubmit={onSubmit} isSubmitting={false} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  return { ...rendered, onSubmit, field, submit };
}

describe('hospital form', () => {
  it.each(['A', 'Mercy 2', 'St. Mary', 'A very long hospital name indeed!'])(
    'refuses the name %j with the name rule',
    async (name) => {
      const { user, field, submit, onSubmit } = setup();
      await user.type(field('Name'), name);
      await submit();
      expect(await screen.findByText(NAME_RULE)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it.each(['mercy.example.org', 'info @mercy.org'])(
    "refuses the e-mail %j with 'Invalid email'",
    async (email) => {
      const { user, field, submit, onSubmit } = setup();
      await user.type(field('Name'), "Saint Mary's");
      await user.type(field('Email'), email);
      await submit();
      expect(await screen.findByText('Invalid email')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits valid values, with a masked phone and an optional e-mail', async () => {
    const { user, field, submit, onSubmit } = setup();
    await user.type(field('Name'), "Saint Mary's-West");
    await user.type(field('Address'), '450 Stanyan St');
    await user.type(field('Phone'), '4156682000');
    expect(field('Phone')).toHaveValue('(415) 668-2000');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      { name: "Saint Mary's-West", address: '450 Stanyan St', phone: '(415) 668-2000', email: '' },
      expect.anything(),
    );
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
    const { user, field } = setup();
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
    // 31 characters: one over the limit, which the form says straight away.
    expect(screen.getByText(NAME_RULE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use SAINT MARYS MEDICAL CENTER' }));
    expect(field('Phone')).toHaveValue('');
    expect(screen.queryByText(NAME_RULE)).not.toBeInTheDocument();
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
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catalogMessages } from '@contract/catalogs';
import { buildAllergy, buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

const slow = { timeout: 3000 };

/** Penicilin (a typo) on two patients' records; Penicillins the entry to keep. */
function seed() {
  db.signIn(buildUser('ADMIN'));
  const typo = db.addCatalogEntry('allergies', buildAllergy({ name: 'Penicilin', type: 'DRUG' }));
  const keep = db.addCatalogEntry('allergies', buildAllergy({ name: 'Penicillins', type: 'DRUG' }));
  db.addCatalogEntry('allergies', buildAllergy({ name: 'Peanuts', type: 'OTHER' }));
  const first = db.addPatient(buildPatient({ allergies: [{ allergy: typo }] }));
  const second = db.addPatient(buildPatient({ allergies: [{ allergy: keep }, { allergy: typo }] }));
  return { typo, keep, first, second };
}

describe('deleting an entry patients have', () => {
  it('shows the refusal naming how many, and offers the merge', async () => {
    const { typo } = seed();
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Penicilin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete allergy' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const refused = await screen.findByRole('dialog', { name: 'Cannot delete Penicilin' });
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      catalogMessages.inUse('Penicilin', '2'),
    );
    expect(db.catalogs.allergies.has(typo.id)).toBe(true);
    await user.click(within(refused).getByRole('button', { name: 'Merge into…' }));
    expect(
      await screen.findByRole('dialog', { name: 'Merge Penicilin into another entry' }),
    ).toBeInTheDocument();
  });
});

describe('Merge into…', () => {
  it('counts, lets the admin pick the entry to keep by searching, confirms, and merges', async () => {
    const { typo, keep, first, second } = seed();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Penicilin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Merge Penicilin into another entry',
    });
    expect(
      await within(dialog).findByText("Patients' records with Penicilin: 2"),
    ).toBeInTheDocument();

    // Merge before choosing: the field says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(within(dialog).getByText('Choose the entry to keep')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: /Entry to keep/ }), 'pe');
    const options = await screen.findByRole('listbox', { name: /Entry to keep/ }, slow);
    // Neither the entry itself nor an allergy of another type is offered.
    await waitFor(() =>
      expect(
        within(options)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Penicillins']),
    );
    await user.click(within(options).getByRole('option', { name: 'Penicillins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(dialog).toHaveTextContent(
      "Move the patients' records with Penicilin (2) to Penicillins, and delete Penicilin? This cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    expect(
      await screen.findByText("Penicilin was merged into Penicillins. Patients' records moved: 2."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'POST')).toEqual([{ into: keep.id }]);
    expect(db.catalogs.allergies.has(typo.id)).toBe(false);
    expect(db.patients.get(first.id)?.allergyIds).toEqual([keep.id]);
    expect(db.patients.get(second.id)?.allergyIds).toEqual([keep.id]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Merge Penicilin/ })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { typo } = seed();
    server.use(
      http.post(`*/api/v1/allergies/${typo.id}/merge`, () =>
        HttpResponse.json({ message: catalogMessages.mergeTypeMismatch }, { status: 409 }),
      ),
    );
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Penicilin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge into…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Merge Penicilin into another entry',
    });
    await user.type(within(dialog).getByRole('combobox', { name: /Entry to keep/ }), 'pe');
    const options = await screen.findByRole('listbox', { name: /Entry to keep/ }, slow);
    await user.click(await within(options).findByRole('option', { name: 'Penicillins' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      catalogMessages.mergeTypeMismatch,
    );
    expect(db.catalogs.allergies.has(typo.id)).toBe(true);
  });

  it('is not offered to staff', async () => {
    seed();
    db.signIn(buildUser('STAFF'));
    const { user } = await renderApp('/catalogs');
    await user.click(await screen.findByRole('button', { name: 'Actions for Penicilin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Merge into…' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { HighRiskCategory } from '@contract/enums';
import { buildMedication, buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/* Issue 23: a medication's high-risk class, set in the catalog's edit form. */

describe('catalogs page: high-risk medications', () => {
  it('flags a medication as a blood thinner, sending the class only when it changed', async () => {
    db.signIn(buildUser('ADMIN'));
    const warfarin = db.addCatalogEntry('medications', buildMedication({ name: 'warfarin' }));
    server.use(
      http.patch(api('/medications/:id'), async ({ request }) => {
        const body = (await request.json()) as {
          name: string;
          highRisk?: HighRiskCategory | null;
        };
        const next = { ...warfarin, ...body };
        db.addCatalogEntry('medications', next);
        return HttpResponse.json(next);
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/catalogs?catalog=medications');
    await user.click(await screen.findByRole('button', { name: 'Actions for warfarin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename medication' });
    const flag = within(dialog).getByRole('combobox', { name: 'High-risk class for responders' });
    expect(flag).toHaveValue('Not high-risk');
    await user.click(flag);
    await user.click(await screen.findByRole('option', { name: 'Blood thinner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Medication renamed.')).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      { name: 'warfarin', highRisk: 'ANTICOAGULANT' },
    ]);
    expect(db.catalogs.medications.get(warfarin.id)?.highRisk).toBe('ANTICOAGULANT');
  });
});

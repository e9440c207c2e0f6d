import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

/** Issue 23: the responder's page says the signed form's decision in words, and the flags. */

const open = async (overrides: Parameters<typeof buildPatient>[0], collectPhi = true) => {
  window.env = { VITE_FEATURE_COLLECT_PHI: collectPhi ? 'true' : 'false' };
  db.signIn(buildUser('FIRST_RESPONDER'));
  const patient = db.addPatient(buildPatient(overrides));
  await renderApp(`/patients/${patient.id}`);
  return within(await screen.findByRole('region', { name: 'Code status' }));
};

describe('the signed form on the responder’s page', () => {
  it('says a POLST’s decisions and date in words, where the original is, and the code status they mean', async () => {
    const panel = await open({
      codeStatus: 'FULL',
      signedFormKind: 'POLST',
      signedFormDate: '2025-03-03',
      signedFormLocation: 'Envelope on the fridge',
      polstCpr: 'DO_NOT_ATTEMPT',
      polstTreatment: 'COMFORT',
    });
    expect(
      panel.getByText(
        'POLST: Do not attempt CPR — Comfort-focused treatment, signed March 3, 2025',
      ),
    ).toBeVisible();
    expect(panel.getByText('Original kept: Envelope on the fridge')).toBeVisible();
    // The form decides: comfort care, not the FULL recorded before it.
    expect(panel.getByText('Comfort Care — Comfort measures only')).toBeVisible();
    expect(panel.queryByText(/Full Code/)).toBeNull();
  });

  it('names a DNR form without a date when none is sent (PHI off)', async () => {
    const panel = await open({ codeStatus: null, signedFormKind: 'DNR_FORM' }, false);
    expect(panel.getByText('DNR form')).toBeVisible();
    expect(panel.getByText('DNR — Do not resuscitate')).toBeVisible();
  });

  it('shows nothing of either when the server sends none of the fields (the reference)', async () => {
    const panel = await open({ codeStatus: 'DNI' });
    expect(panel.getByText('DNI — Do not intubate')).toBeVisible();
    expect(screen.queryByTestId('signed-form-decision')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Special circumstances' })).toBeNull();
  });

  it('shows the circumstances as flags in words, the note and how to get in, above the allergies', async () => {
    await open({
      circumstances: ['OXYGEN', 'MOBILITY', 'CREW_DANGER'],
      circumstancesNote: 'Large dog in the yard',
      accessInstructions: 'Lockbox by the back door',
    });
    const region = screen.getByRole('region', { name: 'Special circumstances' });
    const flags = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(flags).toEqual(['Oxygen in use', 'Wheelchair or cannot walk', 'Danger to crews']);
    expect(within(region).getByText('Large dog in the yard')).toBeVisible();
    expect(within(region).getByText('How to get in')).toBeVisible();
    expect(within(region).getByText('Lockbox by the back door')).toBeVisible();
    const allergies = screen.getByRole('region', { name: 'Allergies' });
    expect(
      region.compareDocumentPosition(allergies) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

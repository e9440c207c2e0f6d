import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';

/** Issue 23: the signed form's fields and the special circumstances in the Advanced Directive. */

const slow = { timeout: 12000 };

async function openDirective(
  collectPhi: boolean,
  overrides: Parameters<typeof buildPatient>[0] = {},
) {
  window.env = { VITE_FEATURE_COLLECT_PHI: collectPhi ? 'true' : 'false' };
  db.signIn(buildUser('STAFF'));
  const patient = db.addPatient(buildPatient(overrides));
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = await renderApp(
    { pathname: `/patients/${patient.id}/edit`, hash: '#advanced-directive' },
    { waitForStart: false },
  );
  await screen.findByRole('radiogroup', { name: 'Kind of signed form' }, slow);
  return { ...rendered, patient, patched: () => sentBodies(fetchSpy, 'PATCH') };
}

const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(name) });
const leave = () => screen.getByRole('button', { name: /Medical Information/ });

describe('the signed form in the editor', { timeout: 60_000 }, () => {
  it('fills a POLST’s decisions, its date and place, and circumstances; the code status follows', async () => {
    const { user, patched, patient } = await openDirective(true, { codeStatus: 'FULL' });
    // A POLST's sections appear only for a POLST.
    expect(screen.queryByRole('radiogroup', { name: /Section A/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'POLST' }));
    await user.click(within(group('Section A')).getByRole('radio', { name: 'Do not attempt CPR' }));
    await user.click(
      within(group('Section B')).getByRole('radio', { name: 'Comfort-focused treatment' }),
    );
    // The code status is now the form's, shown and not chosen.
    const codeStatus = within(group('Code Status'));
    expect(codeStatus.getByRole('radio', { name: /^Comfort Care/ })).toBeChecked();
    expect(codeStatus.getByRole('radio', { name: /^Full Code/ })).toBeDisabled();
    expect(screen.getByText('Set by the signed form’s decisions.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Date signed/ }), '03/03/2025');
    await user.type(
      screen.getByRole('textbox', { name: 'Where the original is kept' }),
      'Envelope on the fridge',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Oxygen in use' }));
    await user.click(screen.getByRole('checkbox', { name: 'Danger to crews' }));
    await user.type(screen.getByRole('textbox', { name: 'Note on these circumstances' }), 'Dog');
    await user.type(screen.getByRole('textbox', { name: 'How to get in' }), 'Lockbox 1234');
    await user.click(leave());
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: /Advanced Directive/ })).toHaveTextContent(
          'Saved',
        ),
      slow,
    );
    expect(patched()).toEqual([
      {
        codeStatus: 'COMFORT',
        patientData: {
          signedFormKind: 'POLST',
          signedFormDate: '2025-03-03',
          signedFormLocation: 'Envelope on the fridge',
          polstCpr: 'DO_NOT_ATTEMPT',
          polstTreatment: 'COMFORT',
          circumstances: ['OXYGEN', 'CREW_DANGER'],
          circumstancesNote: 'Dog',
          accessInstructions: 'Lockbox 1234',
        },
      },
    ]);
    expect(db.patients.get(patient.id)).toMatchObject({
      codeStatus: 'COMFORT',
      polstCpr: 'DO_NOT_ATTEMPT',
    });
  });

  it('refuses CPR with less than full treatment, on the Section B field', async () => {
    const { user, patched } = await openDirective(true);
    await user.click(screen.getByRole('radio', { name: 'POLST' }));
    await user.click(within(group('Section A')).getByRole('radio', { name: 'Attempt CPR' }));
    await user.click(
      within(group('Section B')).getByRole('radio', { name: 'Selective treatment' }),
    );
    await user.click(leave());
    expect(
      await screen.findByText('Attempting CPR requires full treatment in Section B', {}, slow),
    ).toBeVisible();
    expect(patched()).toEqual([]);
  });

  it('sends nothing new when the member leaves the fields alone (the reference lacks them)', async () => {
    const { user, patched } = await openDirective(true, { codeStatus: 'FULL' });
    await user.click(screen.getByRole('checkbox', { name: 'Signed form on file' }));
    await user.click(leave());
    await waitFor(() => expect(patched()).toHaveLength(1), slow);
    expect(patched()).toEqual([{ codeStatus: 'FULL', patientData: { codeStatusAttached: true } }]);
  });

  it('with PHI off collects no signature date, and still the kind and place', async () => {
    const { user, patched } = await openDirective(false);
    await user.click(screen.getByRole('radio', { name: 'DNR form' }));
    expect(screen.queryByRole('textbox', { name: /Date signed/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Where the original is kept' }), 'Wallet');
    await user.click(leave());
    await waitFor(() => expect(patched()).toHaveLength(1), slow);
    expect(patched()).toEqual([
      {
        codeStatus: 'DNR',
        patientData: { signedFormKind: 'DNR_FORM', signedFormLocation: 'Wallet' },
      },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildPatient, buildUser } from '@/testing/factories';
import { testAccessCode } from '@/testing/emergency-handlers';
import { emergencyStore } from '@/testing/emergency-store';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

const PATIENT_ID = '5b0c2f9e-3f1d-4c57-9a3b-2a1d0e9f8c7b';

function storePatient() {
  const patient = buildPatient({ id: PATIENT_ID });
  db.patients.set(PATIENT_ID, patient as never);
  return patient;
}

async function fillForm(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Dana Reyes');
  await user.type(screen.getByRole('textbox', { name: /Agency/ }), 'County Fire 12');
  await user.type(screen.getByRole('textbox', { name: /Licence or badge number/ }), 'B-4411');
  await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Unconscious at home');
  await user.type(screen.getByRole('textbox', { name: /Access code/ }), code);
  await user.click(screen.getByRole('button', { name: 'Open the record' }));
}

describe('emergency access (issue 25)', () => {
  it('shows nothing of the patient before the code; a wrong code is refused in words', async () => {
    storePatient();
    await renderApp(`/patients/${PATIENT_ID}/emergency`);
    expect(await screen.findByRole('heading', { name: 'Emergency access' })).toBeInTheDocument();
    await fillForm('WRONG1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That access code does not open this label',
    );
    expect(screen.queryByText('Emergency access: read-only')).not.toBeInTheDocument();
  });

  it('asks for every field', async () => {
    storePatient();
    await renderApp(`/patients/${PATIENT_ID}/emergency`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the record' }));
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    expect(emergencyStore.grants).toHaveLength(0);
  });

  it('a right code opens the read-only view of that one patient, with no way to edit', async () => {
    storePatient();
    await renderApp(`/patients/${PATIENT_ID}/emergency`);
    // Typed in lower case: the contract upper-cases it.
    await fillForm(testAccessCode(PATIENT_ID).toLowerCase());
    expect(await screen.findByText('Emergency access: read-only')).toBeInTheDocument();
    expect(document.getElementById('patient-allergies')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(emergencyStore.grants[0]).toMatchObject({ agency: 'County Fire 12', badge: 'B-4411' });
  });

  it('the login page sent from a label offers emergency access', async () => {
    await renderApp(`/login?redirect=${encodeURIComponent(`/patients/${PATIENT_ID}`)}`);
    const link = await screen.findByRole('link', { name: 'Emergency access' });
    expect(link).toHaveAttribute('href', `/patients/${PATIENT_ID}/emergency`);
  });

  it('the plain login page does not', async () => {
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'Emergency access' })).not.toBeInTheDocument();
  });
});

describe('the admins’ Emergency access page', () => {
  it('lists grants, saves a flag with a note, rotates a code and turns access off', async () => {
    db.signIn(buildUser('ADMIN'));
    emergencyStore.grants.push({
      id: '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
      patientId: PATIENT_ID,
      name: 'Dana Reyes',
      agency: 'County Fire 12',
      badge: 'B-4411',
      reason: 'Unconscious at home',
      createdAt: '2026-11-27T10:00:00.000Z',
      expiresAt: '2026-11-27T11:00:00.000Z',
      review: 'pending',
      reviewNote: null,
      reviewedAt: null,
    });
    await renderApp('/emergency-access');
    const card = await screen.findByRole('article', { name: 'Dana Reyes · County Fire 12' });
    expect(within(card).getByText('Not reviewed')).toBeInTheDocument();
    expect(within(card).getByText(/Unconscious at home/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: 'Flagged' }));
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Badge not on roster');
    await user.click(within(card).getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(emergencyStore.grants[0]).toMatchObject({
        review: 'flagged',
        reviewNote: 'Badge not on roster',
      }),
    );
    // The badge says so too, beside the control's own label.
    await waitFor(() => expect(within(card).getAllByText('Flagged')).toHaveLength(2));

    // The printed code stops working: asked first, and No changes nothing.
    await user.click(within(card).getByRole('button', { name: 'New access code' }));
    let dialog = await screen.findByRole('dialog', { name: 'Give this label a new access code?' });
    expect(dialog).toHaveTextContent(`label ${PATIENT_ID.slice(0, 8)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).queryByText(/New code:/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'New access code' }));
    dialog = await screen.findByRole('dialog', { name: 'Give this label a new access code?' });
    await user.click(within(dialog).getByRole('button', { name: 'New access code' }));
    expect(await within(card).findByText(/New code: NEW7QX/)).toHaveTextContent('reprint it');
    expect(within(card).getByRole('link', { name: 'Reprint this label' })).toHaveAttribute(
      'href',
      `/patients/generate?id=${PATIENT_ID}`,
    );

    const toggle = await screen.findByRole('switch', { name: /Emergency access is on/ });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(emergencyStore.enabled).toBe(false));
  });

  it("is on an admin's patient page too", async () => {
    db.signIn(buildUser('ADMIN'));
    const patient = db.addPatient(buildPatient({ id: PATIENT_ID }));
    await renderApp(`/patients/${patient.id}`);
    const panel = await screen.findByRole('region', { name: 'Emergency access code' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'New access code' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Give this label a new access code?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'New access code' }));
    expect(await within(panel).findByText(/New code: NEW7QX/)).toBeVisible();
  });

  it('is an admin page: a sidebar link for admins only', async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/emergency-access');
    expect(await screen.findByRole('link', { name: 'Emergency Access' })).toBeInTheDocument();
  });
});

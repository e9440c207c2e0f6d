import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { patientMessages } from '@contract/patients';
import {
  buildAllergy,
  buildContact,
  buildHospital,
  buildPatient,
  buildPhysician,
  buildUser,
} from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

// The machine is shared and the editor's chunk is large: its first import can take a while.
const slow = { timeout: 12000 };

function phi(isOn: boolean) {
  window.env = { VITE_FEATURE_COLLECT_PHI: isOn ? 'true' : 'false' };
}

/** Opens the editor for a label with no patient yet, as the view does (router state isNew). */
async function openNew({ collectPhi = true, hash = '' } = {}) {
  phi(collectPhi);
  db.signIn(buildUser('VOLUNTEER'));
  const id = crypto.randomUUID();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = await renderApp(
    {
      pathname: `/patients/${id}/edit`,
      hash,
      state: { isNew: true },
    },
    { waitForStart: false },
  );
  await screen.findByRole('heading', { level: 1, name: 'Edit Patient' }, slow);
  return {
    ...rendered,
    id,
    posted: () => sentBodies(fetchSpy, 'POST'),
    patched: () => sentBodies(fetchSpy, 'PATCH'),
  };
}

/** Opens the editor of a stored patient. */
async function openExisting(overrides: Parameters<typeof buildPatient>[0] = {}) {
  phi(true);
  db.signIn(buildUser('VOLUNTEER'));
  const patient = db.addPatient(buildPatient(overrides));
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = await renderApp(`/patients/${patient.id}/edit`, { waitForStart: false });
  await screen.findByRole('heading', { level: 1, name: 'Edit Patient' }, slow);
  await screen.findByRole('button', { name: /1\. Basic Information/ }, slow);
  return {
    ...rendered,
    patient,
    posted: () => sentBodies(fetchSpy, 'POST'),
    patched: () => sentBodies(fetchSpy, 'PATCH'),
  };
}

const section = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('patient editor: sections', () => {
  it('shows the five numbered sections with SPEC §3 defaults, Basic Information open', async () => {
    await openNew();
    const titles = screen
      .getAllByRole('button', { name: /^\d\. / })
      .map((button) => button.textContent);
    expect(titles).toEqual([
      '1. Basic Information',
      '2. Emergency Contact',
      '3. Medical Information',
      '4. Healthcare Choices',
      '5. Advanced Directive',
    ]);
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: /Gender/ })).toHaveValue('UNKNOWN');
    expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('ENGLISH');
    expect(screen.getByRole('button', { name: 'Save Patient' })).toBeInTheDocument();
  });

  it('registers the patient (201) when Basic Information is left, with a check on it', async () => {
    const { user, id, posted, router } = await openNew();
    await user.type(textbox('First Name'), 'Ada');
    await user.type(textbox('Last Name'), 'Lovelace');
    await user.type(textbox('Date of Birth'), '03/15/1980');
    await user.click(section('Emergency Contact'));
    expect(await screen.findByText('Successfully registered patient.', {}, slow)).toBeVisible();
    expect(posted()).toEqual([
      {
        id,
        firstName: 'Ada',
        middleName: null,
        lastName: 'Lovelace',
        dateOfBirth: '1980-03-15',
        gender: 'UNKNOWN',
        language: 'ENGLISH',
      },
    ]);
    expect(section('Basic Information')).toHaveTextContent('Saved');
    expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'true');
    expect(router.state.location.hash).toBe('#emergency-contact');
    expect(db.patients.get(id)?.lastName).toBe('Lovelace');
  });
});

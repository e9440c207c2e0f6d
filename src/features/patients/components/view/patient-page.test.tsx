import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { roleValues, type Role } from '@contract/roles';
import {
  buildAllergy,
  buildContact,
  buildHospital,
  buildMedication,
  buildPatient,
  buildPhysician,
  buildUser,
} from '@/testing/factories';
import { db } from '@/testing/handlers';
import { api } from '@/testing/handler-utils';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const phiOn = () => {
  window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
};

/** A patient with every section filled in, as a responder would hope to find one. */
function seedPatient() {
  const mercy = buildHospital({ name: 'Mercy General', phone: '(415) 555-0100' });
  return db.addPatient(
    buildPatient({
      firstName: 'John',
      lastName: 'Smith',
      codeStatus: 'DNR',
      codeStatusAttached: true,
      language: 'SPANISH',
      emergencyContact: buildContact({ firstName: 'Maria', lastName: 'Garcia' }),
      allergies: [
        { allergy: buildAllergy({ name: 'Penicillins' }) },
        { allergy: buildAllergy({ name: 'Latex' }) },
      ],
      medications: [{ medication: buildMedication({ name: 'Metformin' }) }],
      conditions: [],
      hospital: mercy,
      physician: buildPhysician({
        firstName: 'Jane',
        lastName: 'Doe',
        phone: '(415) 555-0199',
        hospitals: [buildHospital({ name: 'Alta Bates' }), mercy],
      }),
    }),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('patient view', () => {
  it('states the signed form as a line of text in the code status, not a button-like chip', async () => {
    phiOn();
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = seedPatient();
    await renderApp(`/patients/${patient.id}`);

    const line = within(await screen.findByRole('region', { name: 'Code status' })).getByText(
      'Signed form on file',
    );
    // A paragraph of its own, not the label inside a pill (which read as something to press).
    expect(line.tagName).toBe('P');
    expect(line.closest('[class*="Badge"]')).toBeNull();
  });

  it('shows a first responder everything, code status first, with PHI on', async () => {
    phiOn();
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = seedPatient();
    await renderApp(`/patients/${patient.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'John Smith' })).toBeVisible();
    expect(screen.getByText('March 14, 1950')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
    const codeStatus = section('Code status');
    expect(codeStatus).toHaveTextContent('DNR — Do not resuscitate');
    expect(codeStatus).toHaveTextContent('Signed form on file');
    const allergies = within(section('Allergies')).getAllByRole('listitem');
    expect(allergies.map((item) => item.textContent)).toEqual(['Penicillins', 'Latex']);
    expect(section('Medications')).toHaveTextContent('Metformin');
    expect(section('Medical History')).toHaveTextContent('Medical history not recorded');
    expect(section('Language')).toHaveTextContent('Spanish');
    // Urgency order: code status, allergies, medications, medical history, language, contacts;
    // the phrase card's link under the allergies, for a patient who does not speak English.
    // [issue 25] The responder's "Share with hospital" comes below the record, in a chunk of its
    // own: waited for, then left out of the record's order.
    await screen.findByRole('heading', { level: 2, name: 'Hospital handoff' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((text) => text !== 'Hospital handoff');
    expect(headings).toEqual([
      'Code status',
      'Allergies',
      'Talk with the patient',
      'Medications',
      'Medical History',
      'Language',
      'Emergency Contact',
      'Hospital',
      'Primary care physician',
    ]);

    const contact = section('Emergency Contact');
    expect(contact).toHaveTextContent('Maria Garcia');
    expect(contact).toHaveTextContent('Spouse');
    expect(within(contact).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:4155550142',
    );
    const hospital = section('Hospital');
    expect(hospital).toHaveTextContent('Mercy General');
    expect(within(hospital).getByRole('link', { name: '(415) 555-0100' })).toHaveAttribute(
      'href',
      'tel:4155550100',
    );
    const physician = section('Primary care physician');
    expect(physician).toHaveTextContent('Jane Doe');
    expect(physician).toHaveTextContent('Alta Bates');
    expect(within(physician).getByRole('link', { name: '(415) 555-0199' })).toHaveAttribute(
      'href',
      'tel:4155550199',
    );

    // A first responder may not list patients, so the author's name is not known here.
    expect(screen.getByText('Last updated June 5, 2024')).toBeInTheDocument();
    // jsdom's matchMedia answers like a phone: no QR code, and its encoder is never loaded.
    expect(screen.queryByRole('img', { name: "QR code of this page's address" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(db.requests.filter((r) => r.path === `/patients/${patient.id}`)).toHaveLength(1);
    expect(db.requests.some((r) => r.path === '/patients')).toBe(false);
  });

  it('links a patient who does not speak English to the phrase card in their language', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient({ language: 'TAGALOG' }));
    const { user, router } = await renderApp(`/patients/${patient.id}`);
    const panel = await screen.findByRole('region', { name: 'Talk with the patient' });
    const link = within(panel).getByRole('link', { name: 'Phrases in Tagalog' });
    expect(link).toHaveAttribute('href', `/talk/TAGALOG?back=/patients/${patient.id}`);
    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Talk with the patient' });
    expect(currentPath(router)).toBe(`/talk/TAGALOG?back=/patients/${patient.id}`);
    // Close steps back in the history to the page it came from.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('region', { name: 'Code status' });
    expect(currentPath(router)).toBe(`/patients/${patient.id}`);
    expect(router.state.historyAction).toBe('POP');
  });

  it.each(['ENGLISH', null] as const)(
    'has no phrase card link for a patient whose language is %s',
    async (language) => {
      db.signIn(buildUser('FIRST_RESPONDER'));
      const patient = db.addPatient(buildPatient({ language }));
      await renderApp(`/patients/${patient.id}`);
      await screen.findByRole('region', { name: 'Code status' });
      expect(screen.queryByRole('region', { name: 'Talk with the patient' })).toBeNull();
      expect(screen.queryByRole('link', { name: /^Phrases in/ })).toBeNull();
    },
  );

  it('shows the QR code of its own address from sm up, loaded on demand', async () => {
    const phoneMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...phoneMatchMedia(query),
      matches: query === '(min-width: 48em)',
    }));
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = seedPatient();
    await renderApp(`/patients/${patient.id}`);
    const code = await screen.findByRole(
      'img',
      { name: "QR code of this page's address" },
      { timeout: 5000 },
    );
    expect(code.tagName.toLowerCase()).toBe('svg');
  });

  it('shows the id instead of the name and hides PHI with PHI off', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = seedPatient();
    await renderApp(`/patients/${patient.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: patient.id })).toBeVisible();
    expect(screen.queryByText('John Smith')).not.toBeInTheDocument();
    expect(screen.queryByText('Date of birth')).not.toBeInTheDocument();
    expect(screen.queryByText('Gender')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Emergency Contact' })).not.toBeInTheDocument();
    expect(section('Code status')).toHaveTextContent('DNR — Do not resuscitate');
    expect(section('Allergies')).toHaveTextContent('Penicillins');
    expect(section('Hospital')).toHaveTextContent('Mercy General');
  });

  it.each(roleValues.map((role) => [role]))(
    'shows %s Edit exactly when the role may update (VOLUNTEER up), PHI on and off',
    async (role: Role) => {
      for (const isPhiOn of [true, false]) {
        window.env = { VITE_FEATURE_COLLECT_PHI: String(isPhiOn) };
        db.signIn(buildUser(role));
        const patient = seedPatient();
        const view = await renderApp(`/patients/${patient.id}`);
        const name = isPhiOn ? 'John Smith' : patient.id;
        expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
        const edit = screen.queryByRole('link', { name: 'Edit' });
        if (role === 'FIRST_RESPONDER') expect(edit).not.toBeInTheDocument();
        else expect(edit).toHaveAttribute('href', `/patients/${patient.id}/edit`);
        expect(screen.queryByRole('region', { name: 'Emergency Contact' }) !== null).toBe(isPhiOn);
        view.unmount();
      }
    },
  );

  it('names who last updated the patient for roles that may list patients', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const patient = seedPatient();
    await renderApp(`/patients/${patient.id}`);
    expect(await screen.findByText('Last updated June 5, 2024 by Wendy Writer')).toBeVisible();
    expect(db.requests).toContainEqual({
      method: 'GET',
      path: '/patients',
      query: { patient: patient.id, perPage: '1' },
    });
  });

  it("says 'No known …' only for a list someone confirmed empty, with the date", async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(
      buildPatient({
        allergiesNoneKnownAt: '2026-03-03T10:00:00.000Z',
        allergiesNoneKnownById: buildUser('STAFF').id,
        conditionsNoneKnownAt: '2026-03-04T10:00:00.000Z',
      }),
    );
    await renderApp(`/patients/${patient.id}`);
    expect(await screen.findByRole('region', { name: 'Allergies' })).toHaveTextContent(
      'No known allergies (confirmed March 3, 2026)',
    );
    expect(section('Medications')).toHaveTextContent('Medications not recorded');
    expect(section('Medical History')).toHaveTextContent('No known medical conditions');
  });

  it('lists high-criticality allergies first, marked, with reactions and medication badges', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(
      buildPatient({
        allergies: [
          { allergy: buildAllergy({ name: 'Latex' }), reaction: 'RASH', criticality: 'low' },
          {
            allergy: buildAllergy({ name: 'Peanuts' }),
            reaction: 'ANAPHYLAXIS',
            reactionNote: 'throat closes',
            criticality: 'high',
          },
        ],
        medications: [
          {
            medication: buildMedication({ name: 'warfarin', highRisk: 'ANTICOAGULANT' }),
            dose: '5 mg',
            frequency: 'once a day',
          },
          { medication: buildMedication({ name: 'Metformin' }) },
        ],
      }),
    );
    await renderApp(`/patients/${patient.id}`);
    const allergies = within(await screen.findByRole('region', { name: 'Allergies' }));
    expect(allergies.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'High riskPeanuts — Anaphylaxis · throat closes',
      'Latex — Rash · Low risk',
    ]);
    const medications = within(section('Medications')).getAllByRole('listitem');
    expect(medications.map((item) => item.textContent)).toEqual([
      'warfarin — 5 mg · once a dayBlood thinner',
      'Metformin',
    ]);
  });

  it('names a first responder as the author of her own update', async () => {
    const responder = db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient({ updatedById: responder.id }));
    await renderApp(`/patients/${patient.id}`);
    expect(await screen.findByText('Last updated June 5, 2024 by Fiona Responder')).toBeVisible();
  });

  it("says 'Not provided' and 'not recorded' for what is not on file, never 'None'", async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient({ codeStatus: null, language: null }));
    await renderApp(`/patients/${patient.id}`);
    expect(await screen.findByRole('region', { name: 'Code status' })).toHaveTextContent(
      'Not provided',
    );
    expect(section('Code status')).not.toHaveTextContent('Signed form on file');
    expect(section('Allergies')).toHaveTextContent(/^AllergiesAllergies not recorded$/);
    expect(section('Medications')).toHaveTextContent(/^MedicationsMedications not recorded$/);
    expect(section('Medical History')).toHaveTextContent('Medical history not recorded');
    expect(screen.queryByText('None')).toBeNull();
    expect(section('Language')).toHaveTextContent('Not provided');
    expect(section('Hospital')).toHaveTextContent('Not provided');
    expect(section('Primary care physician')).toHaveTextContent('Not provided');
  });

  it('shows a dash for each emergency contact field when there is none (PHI on)', async () => {
    phiOn();
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient());
    await renderApp(`/patients/${patient.id}`);
    const contact = await screen.findByRole('region', { name: 'Emergency Contact' });
    expect(within(contact).getAllByText('-')).toHaveLength(3);
  });

  it('opens the editor flagged as a new patient when the label has no patient yet', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const id = crypto.randomUUID();
    const { router } = await renderApp(`/patients/${id}`);
    // The editor's chunk is large: its first import in a test run can take a few seconds.
    await screen.findByRole('heading', { level: 1, name: 'Register patient' }, { timeout: 10_000 });
    expect(currentPath(router)).toBe(`/patients/${id}/edit`);
    expect(router.state.location.state).toEqual({ isNew: true });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('tells a first responder that the label has no patient yet, since she cannot register', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const id = crypto.randomUUID();
    const { router } = await renderApp(`/patients/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No patient is registered for this label yet.',
    );
    expect(currentPath(router)).toBe(`/patients/${id}`);
  });

  it("shows 'Failed to fetch patient.' with Retry when the read fails, and reads again", async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const patient = seedPatient();
    server.use(
      http.get(
        api(`/patients/${patient.id}`),
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderApp(`/patients/${patient.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch patient.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: patient.id })).toBeVisible();
  });
});

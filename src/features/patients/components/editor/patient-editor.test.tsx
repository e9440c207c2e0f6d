import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { patientMessages } from '@contract/patients';
import {
  buildAllergy,
  buildMedication,
  buildContact,
  buildHospital,
  buildPatient,
  buildUser,
} from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

// Journeys of many steps on a shared machine: each test may take up to a minute.
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
  await screen.findByRole('heading', { level: 1, name: 'Register patient' }, slow);
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

/** Opens a stored patient's editor at a section's hash. */
async function openExistingAt(hash: string, overrides: Parameters<typeof buildPatient>[0] = {}) {
  phi(true);
  db.signIn(buildUser('VOLUNTEER'));
  const patient = db.addPatient(buildPatient(overrides));
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = await renderApp(
    { pathname: `/patients/${patient.id}/edit`, hash },
    { waitForStart: false },
  );
  await screen.findByRole('button', { name: /1\. Basic Information/ }, slow);
  return { ...rendered, patient, patched: () => sentBodies(fetchSpy, 'PATCH') };
}

const section = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('patient editor: sections', { timeout: 60_000 }, () => {
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
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Patient' })).toBeVisible();
  });
});

describe('patient editor: the URL hash', { timeout: 60_000 }, () => {
  it('opens the section the hash names, and the hash follows the open section', async () => {
    const { user, router } = await openNew({ hash: '#advanced-directive' });
    expect(section('Advanced Directive')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'false');
    // [ours] No code status until one is chosen; each shown as its code with its meaning.
    expect(screen.getByRole('radio', { name: 'Not provided' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Full Code — Attempt resuscitation' }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'DNR — Do not resuscitate' })).not.toBeChecked();
    await user.click(section('Medical Information'));
    await waitFor(
      () => expect(section('Medical Information')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    expect(router.state.location.hash).toBe('#medical-information');
  });
});

describe('patient editor: registration (API.md §5.7)', { timeout: 60_000 }, () => {
  it('PATCHes the basic information when the POST answers 409', async () => {
    phi(true);
    const stored = db.addPatient(buildPatient({ firstName: 'Old', lastName: 'Name' }));
    db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(
      { pathname: `/patients/${stored.id}/edit`, state: { isNew: true } },
      { waitForStart: false },
    );
    await screen.findByRole('heading', { level: 1, name: 'Register patient' }, slow);
    await user.type(textbox('First Name'), 'Grace');
    await user.type(textbox('Last Name'), 'Hopper');
    await user.type(textbox('Date of Birth'), '12/09/1906');
    await user.click(section('Medical Information'));
    expect(
      await screen.findByText('Patient basic information has been successfully updated.', {}, slow),
    ).toBeVisible();
    expect(sentBodies(fetchSpy, 'PATCH')).toEqual([
      {
        patientData: {
          firstName: 'Grace',
          middleName: null,
          lastName: 'Hopper',
          dateOfBirth: '1906-12-09',
          gender: 'UNKNOWN',
          language: 'ENGLISH',
        },
      },
    ]);
    expect(db.patients.get(stored.id)?.firstName).toBe('Grace');
    expect(section('Basic Information')).toHaveTextContent('Saved');
  });

  it("says 'Invalid patient ID URL.' for a 422 at `id`, and keeps the section open", async () => {
    server.use(
      http.post('*/api/v1/patients', () =>
        HttpResponse.json(
          { error: 'Unprocessable Entity', message: [{ path: 'id', message: 'Invalid uuid' }] },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openNew({ collectPhi: false });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'SPANISH');
    await user.click(section('Medical Information'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Invalid patient ID URL.');
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Basic Information')).not.toHaveTextContent('Saved');
  });

  it("says 'Patient ID not found. …' for a 404 and keeps the section open", async () => {
    const { user, patient } = await openExisting();
    server.use(
      http.patch('*/api/v1/patients/:id', () =>
        HttpResponse.json({ message: patientMessages.missing(patient.id) }, { status: 404 }),
      ),
    );
    await user.type(textbox('Middle Name'), 'Q');
    await user.click(section('Medical Information'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(
      'Patient ID not found. Please ensure the Basic Information section is filled out correctly.',
    );
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
  });

  it("puts another 422's items on their fields under 'Invalid data provided.'", async () => {
    const { user } = await openExisting();
    server.use(
      http.patch('*/api/v1/patients/:id', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              {
                path: 'patientData.lastName',
                message: 'String must contain at most 255 character(s)',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await user.type(textbox('Last Name'), 'son');
    await user.click(section('Medical Information'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Invalid data provided.');
    await waitFor(
      () =>
        expect(textbox('Last Name')).toHaveAccessibleDescription(
          'String must contain at most 255 character(s)',
        ),
      slow,
    );
  });

  it("says 'Failed to register patient.' with the server's message for another failure", async () => {
    server.use(
      http.post('*/api/v1/patients', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = await openNew({ collectPhi: false });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'SPANISH');
    await user.click(section('Healthcare Choices'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Failed to register patient.');
    expect(alert).toHaveTextContent('Internal Server Error');
  });
});

describe('patient editor: validation (PHI on)', { timeout: 60_000 }, () => {
  it('keeps a section with invalid fields open, shows SPEC messages and sends nothing', async () => {
    const { user, posted } = await openNew();
    await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), '');
    await user.click(section('Emergency Contact'));
    expect(await screen.findByText('First Name is required', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of Birth is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(textbox('First Name')).toHaveFocus(), slow);
    expect(posted()).toEqual([]);
  });

  it('refuses a contact phone that is not (XXX) XXX-XXXX', async () => {
    const { user } = await openExisting();
    await user.click(section('Emergency Contact'));
    await waitFor(
      () => expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    // The panel's fields are exposed once the accordion's opening transition has run.
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }, slow), '415555');
    await user.click(section('Medical Information'));
    expect(
      await screen.findByText('Phone number is not in (XXX) XXX-XXXX format', {}, slow),
    ).toBeInTheDocument();
    expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('patient editor: the final save', { timeout: 60_000 }, () => {
  it('lists the sections never opened and stops (SPEC §4)', async () => {
    const { user, posted } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    const dialog = await screen.findByRole('dialog', { name: "Some Sections Haven't Been Viewed" });
    expect(dialog).toHaveTextContent('Please verify the sections below:');
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      'Emergency Contact',
      'Medical Information',
      'Healthcare Choices',
      'Advanced Directive',
    ]);
    expect(posted()).toEqual([]);
  });

  it('opens the first invalid section, focuses its field and names the sections to fix', async () => {
    const { user, patched } = await openExistingAt('#emergency-contact', { firstName: null });
    for (const name of ['Medical Information', 'Healthcare Choices', 'Advanced Directive']) {
      await user.click(section(name));
      await waitFor(() => expect(section(name)).toHaveAttribute('aria-expanded', 'true'), slow);
    }
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(
      await screen.findByText('Please fix the following sections: Basic Information', {}, slow),
    ).toBeInTheDocument();
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(textbox('First Name')).toHaveFocus(), slow);
    expect(screen.getByText('First Name is required')).toBeInTheDocument();
    expect(patched()).toEqual([]);
  });

  it('registers, PATCHes the other sections and shows the patient', async () => {
    const allergy = db.addCatalogEntry('allergies', buildAllergy({ name: 'Penicillin' }));
    const hospital = db.addHospital(buildHospital({ name: 'Mercy General' }));
    const { user, id, posted, patched, router } = await openNew();
    await user.type(textbox('First Name'), 'Ada');
    await user.type(textbox('Last Name'), 'Lovelace');
    await user.type(textbox('Date of Birth'), '1980-03-15');
    await user.click(section('Emergency Contact'));
    await screen.findByText('Successfully registered patient.', {}, slow);
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, slow);
    await user.type(textbox('First Name'), 'Maria');
    await user.type(phone, '4155550142');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relationship' }), 'SPOUSE');
    await user.click(section('Medical Information'));
    await waitFor(() => expect(section('Emergency Contact')).toHaveTextContent('Saved'), slow);
    await user.type(screen.getByRole('combobox', { name: 'Allergies' }), 'Pen');
    await user.click(await screen.findByRole('option', { name: 'Penicillin' }, slow));
    await user.click(section('Healthcare Choices'));
    await waitFor(() => expect(section('Medical Information')).toHaveTextContent('Saved'), slow);
    await user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'Mer');
    await user.click(await screen.findByRole('option', { name: /Mercy General/ }, slow));
    await user.click(section('Advanced Directive'));
    await waitFor(() => expect(section('Healthcare Choices')).toHaveTextContent('Saved'), slow);
    await user.click(screen.getByRole('radio', { name: 'DNR — Do not resuscitate' }));
    await user.click(screen.getByRole('checkbox', { name: 'Signed form on file' }));
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));

    await waitFor(() => expect(currentPath(router)).toBe(`/patients/${id}`), slow);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(posted()).toHaveLength(1);
    expect(patched()).toEqual([
      {
        contactData: {
          firstName: 'Maria',
          middleName: null,
          lastName: null,
          phone: '(415) 555-0142',
          email: null,
          relationship: 'SPOUSE',
        },
      },
      { medicalData: { allergies: [allergy.id], medications: [], conditions: [] } },
      { healthcareChoices: { hospitalId: hospital.id, physicianId: '' } },
      // The final save sends what changed since: only the open section, no section twice.
      { codeStatus: 'DNR', patientData: { codeStatusAttached: true } },
    ]);
    expect(
      await screen.findByText('Patient information has been successfully updated.'),
    ).toBeVisible();
    const stored = db.patients.get(id);
    expect(stored?.codeStatus).toBe('DNR');
    expect(stored?.codeStatusAttached).toBe(true);
  }, 60_000);

  it("puts a final save's server errors on their fields and opens their section", async () => {
    const contact = buildContact();
    const { user } = await openExistingAt('#medical-information', { emergencyContact: contact });
    for (const name of ['Healthcare Choices', 'Advanced Directive', 'Emergency Contact']) {
      await user.click(section(name));
      await waitFor(() => expect(section(name)).toHaveAttribute('aria-expanded', 'true'), slow);
    }
    await user.click(section('Basic Information'));
    await waitFor(
      () => expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    // A change, so the final save has something to send.
    await user.type(await screen.findByRole('textbox', { name: 'Middle Name' }, slow), 'Q');
    server.use(
      http.patch('*/api/v1/patients/:id', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              {
                path: 'contactData.email',
                message: 'String must contain at most 255 character(s)',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(
      () => expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'String must contain at most 255 character(s)',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid data provided.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus(), slow);
  });
});

describe('patient editor: PHI off', { timeout: 60_000 }, () => {
  it('hides the PHI fields and the contact section, and registers with the id alone', async () => {
    const { user, id, posted } = await openNew({ collectPhi: false });
    const titles = screen
      .getAllByRole('button', { name: /^\d\. / })
      .map((button) => button.textContent);
    expect(titles).toEqual([
      '1. Basic Information',
      '2. Medical Information',
      '3. Healthcare Choices',
      '4. Advanced Directive',
    ]);
    expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Date of Birth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Gender/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '');
    await user.click(section('Medical Information'));
    expect(await screen.findByText('Successfully registered patient.', {}, slow)).toBeVisible();
    expect(posted()).toEqual([{ id, language: null }]);
  });
});

describe('patient editor: healthcare choices', { timeout: 60_000 }, () => {
  it("registers a new physician from '+ Register new physician' and saves her as the choice", async () => {
    const { user, patched, patient } = await openExistingAt('#healthcare-choices');
    await user.type(screen.getByRole('combobox', { name: 'Primary Care Physician' }), 'Zed');
    await user.click(await screen.findByRole('option', { name: '+ Register new physician' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Register new physician' });
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Zoe');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Zed');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: 'Primary Care Physician' })).toHaveValue(
          'Zoe Zed',
        ),
      slow,
    );
    await user.click(section('Advanced Directive'));
    await waitFor(() => expect(section('Healthcare Choices')).toHaveTextContent('Saved'), slow);
    const [body] = patched() as [{ healthcareChoices: { physicianId: string } }];
    expect(body.healthcareChoices.physicianId).toBe(db.patients.get(patient.id)?.physicianId);
    expect(body.healthcareChoices).toEqual({
      hospitalId: '',
      physicianId: expect.any(String) as string,
    });
  }, 60_000);
});

describe('patient editor: only what the member did (issue 22)', { timeout: 60_000 }, () => {
  it('leaves an untouched new patient unregistered, and marks nothing saved', async () => {
    const { user, posted, patched, id } = await openNew({ collectPhi: false });
    for (const name of ['Medical Information', 'Healthcare Choices', 'Advanced Directive']) {
      await user.click(section(name));
      await waitFor(() => expect(section(name)).toHaveAttribute('aria-expanded', 'true'), slow);
    }
    expect(posted()).toEqual([]);
    expect(patched()).toEqual([]);
    expect(db.patients.has(id)).toBe(false);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Register patient' })).toBeVisible();
  });

  it('marks no untouched section of a stored patient as saved, and sends nothing', async () => {
    const { user, patched } = await openExisting();
    await user.click(section('Medical Information'));
    await waitFor(
      () => expect(section('Medical Information')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    await user.click(section('Healthcare Choices'));
    await waitFor(
      () => expect(section('Healthcare Choices')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    expect(section('Basic Information')).not.toHaveTextContent('Saved');
    expect(section('Medical Information')).not.toHaveTextContent('Saved');
    expect(patched()).toEqual([]);
  });

  it("shows 'Not provided' for a patient with no code status and never writes one", async () => {
    const { user, patched, patient } = await openExistingAt('#advanced-directive', {
      codeStatus: null,
    });
    expect(screen.getByRole('radio', { name: 'Not provided' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Full Code — Attempt resuscitation' }),
    ).not.toBeChecked();
    for (const name of ['Medical Information', 'Healthcare Choices', 'Emergency Contact']) {
      await user.click(section(name));
      await waitFor(() => expect(section(name)).toHaveAttribute('aria-expanded', 'true'), slow);
    }
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }, slow), '4155550142');
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    await screen.findByText('Patient information has been successfully updated.', {}, slow);
    expect(JSON.stringify(patched())).not.toContain('codeStatus');
    expect(db.patients.get(patient.id)?.codeStatus).toBeNull();
  });

  it("clears a recorded code status when 'Not provided' is chosen", async () => {
    const { user, patched, patient } = await openExistingAt('#advanced-directive', {
      codeStatus: 'DNR',
    });
    expect(screen.getByRole('radio', { name: 'DNR — Do not resuscitate' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Not provided' }));
    await user.click(section('Medical Information'));
    await waitFor(() => expect(section('Advanced Directive')).toHaveTextContent('Saved'), slow);
    expect(patched()).toEqual([{ patientData: { codeStatus: null } }]);
    expect(db.patients.get(patient.id)?.codeStatus).toBeNull();
  });

  it('says a full save updated the patient, and sends only what changed', async () => {
    const { user, patched } = await openExistingAt('#emergency-contact');
    for (const name of ['Medical Information', 'Healthcare Choices', 'Advanced Directive']) {
      await user.click(section(name));
      await waitFor(() => expect(section(name)).toHaveAttribute('aria-expanded', 'true'), slow);
    }
    await user.click(await screen.findByRole('radio', { name: 'DNR — Do not resuscitate' }, slow));
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(
      await screen.findByText('Patient information has been successfully updated.', {}, slow),
    ).toBeVisible();
    expect(
      screen.queryByText('Patient basic information has been successfully updated.'),
    ).not.toBeInTheDocument();
    expect(patched()).toEqual([{ codeStatus: 'DNR' }]);
  });

  it('does not list sections viewed on an earlier visit as never viewed', async () => {
    const first = await openExistingAt('#medical-information');
    await first.user.click(section('Healthcare Choices'));
    await waitFor(
      () => expect(section('Healthcare Choices')).toHaveAttribute('aria-expanded', 'true'),
      slow,
    );
    first.unmount();
    const { user } = await renderApp(`/patients/${first.patient.id}/edit`, {
      waitForStart: false,
    });
    await screen.findByRole('button', { name: /1\. Basic Information/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    const dialog = await screen.findByRole('dialog', { name: "Some Sections Haven't Been Viewed" });
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(['Emergency Contact', 'Advanced Directive']);
  });
});

describe(
  'patient editor: allergies, medications, conditions (issue 23)',
  { timeout: 60_000 },
  () => {
    it("sends 'no known allergies' and a medication's dose, and only what changed", async () => {
      const warfarin = db.addCatalogEntry(
        'medications',
        buildMedication({ name: 'warfarin', highRisk: 'ANTICOAGULANT' }),
      );
      const { user, patched, patient } = await openExistingAt('#medical-information');
      await user.click(screen.getByRole('checkbox', { name: 'No known allergies' }));
      await user.type(screen.getByRole('combobox', { name: 'Medications' }), 'war');
      await user.click(await screen.findByRole('option', { name: 'warfarin' }, slow));
      const details = screen.getByRole('group', { name: 'Details of warfarin' });
      await user.type(within(details).getByRole('combobox', { name: 'Dose' }), '5 mg');
      // Entries on a list: its 'No known …' box cannot be ticked.
      expect(screen.getByRole('checkbox', { name: 'No known medications' })).toBeDisabled();
      await user.click(section('Healthcare Choices'));
      await waitFor(() => expect(section('Medical Information')).toHaveTextContent('Saved'), slow);
      expect(patched()).toEqual([
        {
          medicalData: {
            allergies: [],
            medications: [warfarin.id],
            conditions: [],
            medicationDetails: [
              { medicationId: warfarin.id, dose: '5 mg', frequency: null, route: null },
            ],
            allergiesNoneKnown: true,
          },
        },
      ]);
      const stored = db.patients.get(patient.id);
      expect(stored?.allergiesNoneKnownAt).toEqual(expect.any(String));
      expect(stored?.medicationDetails[warfarin.id]?.dose).toBe('5 mg');
    }, 60_000);

    it('shows the recorded details and none-known box, and sends the bare lists when unchanged', async () => {
      const latex = buildAllergy({ name: 'Latex' });
      const { user, patched } = await openExistingAt('#medical-information', {
        allergies: [{ allergy: latex, reaction: 'HIVES', criticality: 'high' }],
        conditionsNoneKnownAt: '2026-01-02T03:04:05.000Z',
      });
      const details = screen.getByRole('group', { name: 'Details of Latex' });
      expect(within(details).getByRole('combobox', { name: 'Reaction' })).toHaveValue('Hives');
      expect(within(details).getByRole('combobox', { name: 'Criticality' })).toHaveValue(
        'High risk',
      );
      expect(screen.getByRole('checkbox', { name: 'No known medical conditions' })).toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'No known medical conditions' }));
      await user.click(section('Healthcare Choices'));
      await waitFor(() => expect(section('Medical Information')).toHaveTextContent('Saved'), slow);
      expect(patched()).toEqual([
        {
          medicalData: {
            allergies: [latex.id],
            medications: [],
            conditions: [],
            conditionsNoneKnown: false,
          },
        },
      ]);
    }, 60_000);
  },
);

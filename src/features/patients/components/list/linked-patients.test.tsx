import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hospitalMessages } from '@contract/hospitals';
import { physicianMessages } from '@contract/physicians';
import type { Role } from '@contract/roles';
import { buildHospital, buildPatient, buildPhysician, buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const patientsTable = () => screen.findByRole('table', { name: 'Patients' });
const patientRequests = () => db.requests.filter((r) => r.path === '/patients');

function seed(role: Role) {
  db.signIn(buildUser(role));
  const hospital = db.addHospital(buildHospital({ name: 'Mercy General' }));
  const physician = db.addPhysician(buildPhysician({ firstName: 'Ann', lastName: 'Lee' }));
  const patient = db.addPatient(
    buildPatient({ firstName: 'John', lastName: 'Smith', hospital, physician }),
  );
  db.addPatient(buildPatient({ firstName: 'Other', lastName: 'Patient' }));
  return { hospital, physician, patient };
}

describe("the hospital page's Patients table", () => {
  it('lists the patients who chose the hospital: id, authors and dates', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
    const { hospital, patient } = seed('VOLUNTEER');
    const { user, router } = await renderApp(`/hospitals/${hospital.id}`);
    const table = await patientsTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Created by', 'Date created', 'Updated by', 'Last updated']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(patient.id);
    expect(rows[0]).toHaveTextContent('Wendy Writer');
    expect(patientRequests().map((r) => r.query)).toEqual([
      { patient: '', hospitalId: hospital.id, page: '1' },
    ]);
    await user.click(within(table).getByText(patient.id));
    await waitFor(() => expect(currentPath(router)).toBe(`/patients/${patient.id}`));
  });

  it('is not shown to a first responder, who may not list patients', async () => {
    const { hospital } = seed('FIRST_RESPONDER');
    await renderApp(`/hospitals/${hospital.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' });
    expect(screen.queryByRole('table', { name: 'Patients' })).not.toBeInTheDocument();
    expect(patientRequests()).toHaveLength(0);
  });

  it("says 'No patients found.' for a hospital nobody chose", async () => {
    db.signIn(buildUser('STAFF'));
    const hospital = db.addHospital(buildHospital());
    await renderApp(`/hospitals/${hospital.id}`);
    expect(await screen.findByText('No patients found.')).toBeInTheDocument();
  });

  it("shows the server's refusal to delete a hospital that has patients", async () => {
    const { hospital } = seed('ADMIN');
    server.use(
      http.delete(api(`/hospitals/${hospital.id}`), () =>
        HttpResponse.json({ message: hospitalMessages.hasPatients }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/hospitals');
    await user.click(await screen.findByRole('button', { name: 'Actions for Mercy General' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete hospital' }));
    const title = await screen.findByText('Failed to delete Hospital.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(hospitalMessages.hasPatients);
  });
});

describe("the physician page's Patients table", () => {
  it.each([
    [true, 'John Smith'],
    [false, null],
  ])('lists her patients by name, or by id with PHI off (PHI on: %s)', async (isPhiOn, name) => {
    window.env = { VITE_FEATURE_COLLECT_PHI: String(isPhiOn) };
    const { physician, patient } = seed('STAFF');
    await renderApp(`/physicians/${physician.id}`);
    const table = await patientsTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([isPhiOn ? 'Name' : 'ID']);
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([name ?? patient.id]);
    expect(patientRequests().map((r) => r.query)).toEqual([
      { patient: '', physicianId: physician.id, page: '1' },
    ]);
  });

  it("shows the server's refusal to delete a physician who has patients", async () => {
    const { physician } = seed('ADMIN');
    const refusal = physicianMessages.hasLinks(physician.id);
    server.use(
      http.delete(api(`/physicians/${physician.id}`), () =>
        HttpResponse.json({ message: refusal }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/physicians');
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete physician' }));
    const title = await screen.findByText('Failed to delete physician.');
    expect(title.closest('[role="alert"]')).toHaveTextContent(refusal);
  });
});

import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { patientMessages } from '@contract/patients';
import { ApiError } from '@/lib/api-client';
import { db } from '@/testing/db';
import {
  buildAllergy,
  buildContact,
  buildHospital,
  buildPatient,
  buildPhysician,
  buildUser,
  patientAuthor,
} from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { server } from '@/testing/server';
import {
  deletePatient,
  findListedPatient,
  getPatient,
  listPatients,
  registerPatient,
  updatePatient,
} from './patients.api';

const phiOn = () => {
  window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
};

describe('patients api, on the thin mock of our server', () => {
  beforeEach(() => {
    db.signIn(buildUser('ADMIN'));
  });

  it('reads the full form with its relations in saved order (PHI on)', async () => {
    phiOn();
    const [first, second] = [buildAllergy({ name: 'Peanuts' }), buildAllergy({ name: 'Latex' })];
    const patient = db.addPatient(
      buildPatient({
        emergencyContact: buildContact(),
        allergies: [{ allergy: first }, { allergy: second }],
        hospital: buildHospital(),
        physician: buildPhysician(),
      }),
    );
    const read = await getPatient(patient.id);
    expect(read.firstName).toBe('John');
    expect(read.emergencyContact?.phone).toBe('(415) 555-0142');
    expect(read.allergies?.map(({ allergy }) => allergy.name)).toEqual(['Peanuts', 'Latex']);
    expect(read.hospital?.name).toBe('Mercy General');
  });

  it('sends every PHI field as null while PHI is off', async () => {
    const patient = db.addPatient(buildPatient({ emergencyContact: buildContact() }));
    const read = await getPatient(patient.id);
    expect(read).toMatchObject({
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      gender: null,
      emergencyContactId: null,
      emergencyContact: null,
      language: 'ENGLISH',
    });
  });

  it("tolerates the reference's absent dateOfBirth and a physician without hospitals", async () => {
    const id = crypto.randomUUID();
    const { dateOfBirth: _absent, ...rest } = buildPatient({ id, physician: buildPhysician() });
    const { hospitals: _none, ...physician } = rest.physician!;
    server.use(http.get(api(`/patients/${id}`), () => HttpResponse.json({ ...rest, physician })));
    const read = await getPatient(id);
    expect(read.dateOfBirth).toBeNull();
    expect(read.physician?.hospitals).toBeNull();
  });

  it('lists with the authors by name, and leaves unused filters out of the query', async () => {
    const patient = db.addPatient(buildPatient());
    const { items, totalPages } = await listPatients({ search: '', page: 1 });
    expect(totalPages).toBe(1);
    expect(items[0]?.updatedBy.firstName).toBe(patientAuthor.firstName);
    expect(db.requests.at(-1)?.query).toEqual({ patient: '', page: '1' });
    await listPatients({ search: 'x', page: 2, hospitalId: patient.id });
    expect(db.requests.at(-1)?.query).toEqual({ patient: 'x', hospitalId: patient.id, page: '2' });
    expect(await findListedPatient(patient.id)).toMatchObject({ id: patient.id });
  });

  it('registers (201), then answers an existing id with the 409 message', async () => {
    const id = crypto.randomUUID();
    const created = await registerPatient({ id });
    expect(created).toMatchObject({ id, codeStatus: null, createdById: db.sessionUserId });
    const again = await registerPatient({ id }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ status: 409, message: patientMessages.exists(id) });
  });

  it('refuses a register without the PHI fields while PHI is on (422 items)', async () => {
    phiOn();
    const error = await registerPatient({ id: crypto.randomUUID() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422 });
    expect((error as ApiError).items.map((item) => item.path)).toContain('firstName');
  });

  it('updates sections and answers the full form; an unknown id is a 404', async () => {
    phiOn();
    const allergy = db.addCatalogEntry('allergies', buildAllergy());
    const patient = db.addPatient(buildPatient());
    const updated = await updatePatient(patient.id, {
      contactData: { firstName: 'Ana', phone: '(415) 555-0000' },
      medicalData: { allergies: [allergy.id] },
      codeStatus: 'DNR',
    });
    expect(updated.codeStatus).toBe('DNR');
    expect(updated.emergencyContact).toMatchObject({ firstName: 'Ana', lastName: null });
    expect(updated.allergies).toEqual([{ allergy }]);
    const unknown = crypto.randomUUID();
    await expect(updatePatient(unknown, { codeStatus: 'DNR' })).rejects.toMatchObject({
      status: 404,
      message: patientMessages.missing(unknown),
    });
  });

  it("deletes and returns the server's message", async () => {
    const patient = db.addPatient(buildPatient());
    expect(await deletePatient(patient.id)).toBe(patientMessages.deleted);
    expect(db.patients.size).toBe(0);
  });
});

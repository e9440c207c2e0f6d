import { describe, expect, it } from 'vitest';
import { allergySchema } from './catalogs';
import { hospitalSchema } from './hospitals';
import { physicianSchema } from './physicians';
import { tolerant } from './tolerant';
import { userSchema } from './users';

const id = '0b7d6f4e-8a1c-4d57-9d7e-2f0c3a9b1e11';
const stamp = '2024-04-07T23:53:41.000Z';

const hospital = {
  id,
  name: 'Mercy',
  address: '1 Main St',
  phone: '(415) 555-0100',
  email: 'a@b.c',
  createdAt: stamp,
  updatedAt: stamp,
  createdById: id,
  updatedById: null,
};

describe('tolerant reading of a strict schema', () => {
  it('reads a missing nullable key as null', () => {
    const { address, phone, createdById, ...rest } = hospital;
    expect([address, phone, createdById]).toHaveLength(3);
    expect(tolerant(hospitalSchema).parse(rest)).toMatchObject({
      address: null,
      phone: null,
      createdById: null,
      email: 'a@b.c',
    });
    expect(hospitalSchema.safeParse(rest).success).toBe(false);
  });

  it("reads a missing or null timestamp as ''", () => {
    const { createdAt, ...rest } = hospital;
    expect(createdAt).toBe(stamp);
    expect(tolerant(hospitalSchema).parse({ ...rest, updatedAt: null })).toMatchObject({
      createdAt: '',
      updatedAt: '',
    });
  });

  it('reads "" in a nullable text as null', () => {
    const physician = {
      ...hospital,
      firstName: 'Ann',
      middleName: '',
      lastName: 'Lee',
      hospitals: [],
    };
    expect(tolerant(physicianSchema).parse(physician).middleName).toBeNull();
    expect(physicianSchema.parse(physician).middleName).toBe('');
  });

  it('reads {} licence data as null and keeps a real licence', () => {
    const user = {
      id,
      firstName: 'Ann',
      middleName: null,
      lastName: 'Lee',
      email: 'ann@example.org',
      role: 'STAFF',
      licenseNumber: null,
      licenseData: {},
      emailVerifiedAt: stamp,
      approvedAt: stamp,
      rejectedAt: null,
      disabledAt: null,
      approvedById: null,
      rejectedById: null,
      disabledById: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    expect(tolerant(userSchema).parse(user).licenseData).toBeNull();
    const licence = { name: 'Ann Lee', licenseType: 'EMT', status: 'ACTIVE', licenseNumber: 'E1' };
    expect(tolerant(userSchema).parse({ ...user, licenseData: licence }).licenseData).toEqual(
      licence,
    );
  });

  it('tells a missing array (null) from an empty one, and reads its items tolerantly', () => {
    const physician = { ...hospital, firstName: 'Ann', middleName: null, lastName: 'Lee' };
    const reading = tolerant(physicianSchema);
    expect(reading.parse(physician).hospitals).toBeNull();
    expect(reading.parse({ ...physician, hospitals: [] }).hospitals).toEqual([]);
    const { address, ...bareHospital } = hospital;
    expect(address).toBeDefined();
    expect(reading.parse({ ...physician, hospitals: [bareHospital] }).hospitals).toEqual([
      { ...bareHospital, address: null },
    ]);
  });

  it('still refuses a value the strict schema refuses', () => {
    const reading = tolerant(hospitalSchema);
    expect(reading.safeParse({ ...hospital, name: 42 }).success).toBe(false);
    expect(reading.safeParse({ ...hospital, id: 'nope' }).success).toBe(false);
    expect(reading.safeParse({ ...hospital, phone: 7 }).success).toBe(false);
    const { name, ...nameless } = hospital;
    expect(name).toBe('Mercy');
    expect(reading.safeParse(nameless).success).toBe(false);
    const allergy = { ...hospital, name: 'Peanut', type: 'DRUG', system: 'NOPE', code: null };
    expect(tolerant(allergySchema).safeParse(allergy).success).toBe(false);
    expect(
      tolerant(physicianSchema).safeParse({
        ...hospital,
        firstName: 'Ann',
        middleName: null,
        lastName: 'Lee',
        hospitals: [{ id: 'x' }],
      }).success,
    ).toBe(false);
  });
});

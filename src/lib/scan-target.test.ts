import { describe, expect, it } from 'vitest';
import { patientIdOfScan } from './scan-target';

const ORIGIN = 'https://lifeline.example.org';
const ID = '0b7c8f5e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';

describe('patientIdOfScan', () => {
  it("reads the patient id from a label's address on this deployment", () => {
    expect(patientIdOfScan(`${ORIGIN}/patients/${ID}`, ORIGIN)).toBe(ID);
    expect(patientIdOfScan(` ${ORIGIN}/patients/${ID.toUpperCase()}/\n`, ORIGIN)).toBe(ID);
    expect(patientIdOfScan(`${ORIGIN}/patients/${ID}?from=label#top`, ORIGIN)).toBe(ID);
  });

  it.each([
    ['another site', `https://evil.example.com/patients/${ID}`],
    ['the same host over another scheme', `http://lifeline.example.org/patients/${ID}`],
    ['another port', `https://lifeline.example.org:8443/patients/${ID}`],
    ['a look-alike host', `https://lifeline.example.org.evil.com/patients/${ID}`],
    ['credentials in the address', `https://user:pw@lifeline.example.org/patients/${ID}`],
    ['an id that is not a uuid', `${ORIGIN}/patients/12345`],
    ['a page below the patient', `${ORIGIN}/patients/${ID}/edit`],
    ['another page of the app', `${ORIGIN}/users/${ID}`],
    ['a relative path', `/patients/${ID}`],
    ['plain text', 'Hello'],
    ['a script address', 'javascript:alert(1)'],
    ['a bare id', ID],
  ])('refuses %s', (_name, text) => {
    expect(patientIdOfScan(text, ORIGIN)).toBeNull();
  });
});

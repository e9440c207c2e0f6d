import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../modules/audit/audit.table';
import { insertAllergy, insertPatient } from './patient-data';
import type { TestApp } from './test-app';

/**
 * The patient the label-page tests open (page data and the server render): DNR, an allergy whose
 * name tries to close the script element, and an emergency contact (PHI).
 */
export async function insertLabelPagePatient(t: TestApp) {
  const author = await t.createUser({ role: 'VOLUNTEER', firstName: 'Vera', lastName: 'Author' });
  const allergy = await insertAllergy(t.db, 'Penicillin </script><script>alert(1)</script>');
  return insertPatient(
    t.db,
    author.id,
    t.clock.now(),
    { firstName: 'Rosa', lastName: 'Calloway', codeStatus: 'DNR' },
    { allergyIds: [allergy.id], contact: { firstName: 'Marco', lastName: 'Calloway' } },
  );
}

/** The `patient.view` events written for a patient. */
export const patientViews = (t: TestApp, id: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'patient.view')));

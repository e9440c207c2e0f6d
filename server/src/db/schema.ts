// Every table, for Drizzle's typed queries and for `drizzle-kit generate`.
export { roleEnum, users } from '../modules/users/users.table';
export { sessions } from '../modules/auth/sessions.table';
export { loginLockouts } from '../modules/auth/login-lockouts.table';
export { auditEvents } from '../modules/audit/audit.table';
export { invites } from '../modules/invites/invites.table';
export { licenses } from '../modules/licences/licences.table';
export { appSettings } from './app-settings.table';
export { rateLimitHits } from './rate-limit-hits.table';
export { hospitals } from '../modules/hospitals/hospitals.table';
export { physicians, physicianHospitals } from '../modules/physicians/physicians.table';
export {
  genderEnum,
  languageEnum,
  codeStatusEnum,
  signedFormKindEnum,
  polstCprEnum,
  polstTreatmentEnum,
  circumstanceEnum,
  allergyReactionEnum,
  allergyCriticalityEnum,
  emergencyContacts,
  patients,
  patientAllergies,
  patientMedications,
  patientConditions,
  patientCount,
  patientNames,
} from '../modules/patients/patients.table';
export {
  allergyTypeEnum,
  codingSystemEnum,
  highRiskCategoryEnum,
  allergies,
  medications,
  conditions,
} from '../modules/catalogs/catalogs.table';
export { userMfa, mfaRecoveryCodes, mfaChallenges } from '../modules/mfa/mfa.table';
export {
  documentKindEnum,
  patientDocuments,
  patientDocumentChunks,
} from '../modules/documents/documents.table';
export {
  patientFollowers,
  notices,
  noticePreferences,
  pushSubscriptions,
} from '../modules/notices/notices.table';
export {
  emergencyGrants,
  labelAccessCodes,
} from '../modules/emergency-access/emergency-access.table';
export { shareLinks } from '../modules/handoff/share-links.table';

import type { TFunction } from 'i18next';
import { catalogKindValues } from '@contract/catalogs';
import { roleSchema } from '@contract/roles';
import { enumLabelKeys } from '@/i18n/enum-labels';

/**
 * An event's `details` in words (API.md §2.10: non-PHI facts only). Each key the server writes
 * has a sentence; a value it does not know yet is shown as written, never dropped.
 */
const reasons = [
  'locked',
  'unknown_email',
  'bad_password',
  'unverified',
  'rejected_or_disabled',
  'unapproved',
  'wrong_code',
  'replayed_code',
  'wrong_recovery_code',
  'inactive',
  'role',
] as const;
const mfaMethods = ['code', 'recovery_code', 'enrol'] as const;
const scopes = ['one', 'others', 'all'] as const;
const fieldNames = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'role',
  'licenseNumber',
  'organization',
  'languages',
  'uiLanguage',
  'password',
  // [ours, issue 23] Hospitals and physicians.
  'name',
  'address',
  'phone',
  'hospitalIds',
] as const;
const sectionNames = [
  'patientData',
  'contactData',
  'medicalData',
  'healthcareChoices',
  'codeStatus',
] as const;
const filterNames = ['patientId', 'userId', 'action', 'from', 'to'] as const;

const oneOf = <V extends string>(values: readonly V[], value: unknown): value is V =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function namesOf<V extends string>(
  t: TFunction,
  values: readonly V[],
  value: unknown,
  label: (name: V) => string,
): string {
  return asList(value)
    .map((item) => (oneOf(values, item) ? label(item) : String(item)))
    .join(t('audit.details.listSeparator'));
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** One phrase per detail; null leaves it out (it adds nothing to the action's own name). */
function phrase(t: TFunction, key: string, value: unknown): string | null {
  switch (key) {
    case 'reason':
      return oneOf(reasons, value) ? t(`audit.details.reasons.${value}`) : String(value);
    case 'email':
      return t('audit.details.emailTried', { email: String(value) });
    case 'mfa':
      return oneOf(mfaMethods, value) ? t(`audit.details.mfa.${value}`) : String(value);
    case 'fields':
      return t('audit.details.changed', {
        list: namesOf(t, fieldNames, value, (name) => t(`audit.details.fieldNames.${name}`)),
      });
    case 'sections':
      return t('audit.details.changed', {
        list: namesOf(t, sectionNames, value, (name) => t(`audit.details.sectionNames.${name}`)),
      });
    case 'filters':
      return asList(value).length === 0
        ? t('audit.details.noFilters')
        : t('audit.details.filteredBy', {
            list: namesOf(t, filterNames, value, (name) => t(`audit.details.filterNames.${name}`)),
          });
    case 'changed':
      return value === false ? t('audit.details.unchanged') : null;
    case 'wasEnabled':
      return t(value === true ? 'audit.details.wasOn' : 'audit.details.wasOff');
    case 'recoveryCodesLeft':
      return t('audit.details.recoveryCodesLeft', { count: count(value) });
    case 'ended':
      return t('audit.details.ended', { count: count(value) });
    case 'scope':
      return oneOf(scopes, value) ? t(`audit.details.scopes.${value}`) : String(value);
    case 'role': {
      const role = roleSchema.safeParse(value);
      return t('audit.details.role', {
        role: role.success ? t(enumLabelKeys.role(role.data)) : String(value),
      });
    }
    case 'count':
      return t('audit.details.labels', { count: count(value) });
    case 'inserted':
      return t('audit.details.inserted', { count: count(value) });
    case 'updated':
      return t('audit.details.updated', { count: count(value) });
    case 'rejected':
      return t('audit.details.rejected', { count: count(value) });
    // [ours, issue 23] Shared lists: the catalog, the entry's names, the patients affected.
    case 'kind':
      return t('audit.details.kind', {
        kind: oneOf(catalogKindValues, value) ? t(`catalogs.tabs.${value}`) : String(value),
      });
    case 'name':
      return t('audit.details.name', { name: String(value) });
    case 'previousName':
      return t('audit.details.previousName', { name: String(value) });
    case 'into':
      return t('audit.details.into', { name: String(value) });
    case 'patients':
      return t('audit.details.patients', { count: count(value) });
    case 'patientIdsTruncated':
      return value === true ? t('audit.details.patientIdsTruncated') : null;
    // Ids are for the export (CSV), not for reading on screen.
    case 'intoId':
    case 'patientIds':
      return null;
    default:
      return `${key}: ${asList(value).map(String).join(', ')}`;
  }
}

/** The details as one line: phrases joined, in the order the server wrote them. */
export function detailsText(t: TFunction, details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => phrase(t, key, value))
    .filter((text): text is string => text !== null)
    .join(t('audit.details.separator'));
}

import type { FormErrors } from '@mantine/form';
import type { ValidationItem } from '@contract/errors';
import { ApiError } from '@/lib/api-client';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { sectionFields, signedFormFields, type EditorSection } from './patient-editor-schema';
import { translateServerMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/server-messages';

/** Which call failed: the register (POST /patients) or a section update (PATCH). */
export type SaveCall = 'register' | 'update';

/** API.md §5.7's message for a failed call (translation keys under patientEditor.messages). */
export type SaveFailureKey =
  'invalidId' | 'invalidData' | 'notFound' | 'registerFailed' | 'updateFailed';

const PATCH_SECTION_OF: Record<string, EditorSection> = {
  patientData: 'basic',
  contactData: 'contact',
  medicalData: 'medical',
  healthcareChoices: 'healthcare',
  codeStatus: 'directive',
};

const HEALTHCARE_FIELD: Record<string, string> = {
  hospitalId: 'hospital',
  physicianId: 'physician',
};

const fieldIn = (section: EditorSection, key: string | undefined) =>
  key !== undefined && sectionFields[section].includes(key) ? `${section}.${key}` : null;

/**
 * The form field of a 422 item's path. The register's paths are the body's keys (`firstName`);
 * a PATCH's are dotted (`contactData.phone`, `medicalData.allergies.2`); the reference sends
 * only the first segment, which names a section rather than a field.
 */
export function fieldOfPath(path: string | undefined, call: SaveCall): string | null {
  if (!path) return null;
  const [head, key] = path.split('.');
  if (call === 'register') return head === undefined ? null : fieldIn('basic', head);
  if (head === 'codeStatus') return 'directive.codeStatus';
  const directiveKeys: readonly string[] = [
    'codeStatus',
    'codeStatusAttached',
    ...signedFormFields,
  ];
  if (head === 'patientData' && key !== undefined && directiveKeys.includes(key)) {
    return `directive.${key}`;
  }
  const section = head === undefined ? undefined : PATCH_SECTION_OF[head];
  if (!section) return null;
  if (section === 'healthcare') return fieldIn(section, key && HEALTHCARE_FIELD[key]);
  return fieldIn(section, key);
}

/** The section a 422 item belongs to, even when it names no field of it. */
export function sectionOfPath(path: string | undefined, call: SaveCall): EditorSection | null {
  if (!path) return null;
  const field = fieldOfPath(path, call);
  if (field) return field.split('.')[0] as EditorSection;
  const head = path.split('.')[0] ?? '';
  return call === 'register' ? null : (PATCH_SECTION_OF[head] ?? null);
}

/** A patient's own 404, as opposed to an unknown allergy, hospital or physician. */
const isPatientMissing = (error: ApiError) =>
  !/^(allergies|medications|conditions|hospital|physician) with ID/i.test(error.message);

/** API.md §5.7's table: which message a failed register or update shows. */
export function failureKey(error: unknown, call: SaveCall): SaveFailureKey {
  if (error instanceof ApiError) {
    // Neither server answers 400 here; one is read like the 422 of the same call.
    if (error.status === 422 || error.status === 400) {
      const isIdItem = error.items.some((item) => item.path === 'id');
      return call === 'register' && isIdItem ? 'invalidId' : 'invalidData';
    }
    if (error.status === 404 && isPatientMissing(error)) return 'notFound';
  }
  return call === 'register' ? 'registerFailed' : 'updateFailed';
}

export interface PlacedErrors {
  /** Messages on their fields ('basic.firstName' → '…'), one field's joined with '. '. */
  fields: FormErrors;
  /** What landed on no field, for the failure alert; null when everything did. */
  rest: FormFailureReason | null;
  /** The first section an item points at, to open it. */
  firstSection: EditorSection | null;
}

/** Puts a failed call's 422 items on their fields; the rest goes to the alert. */
export function placeServerErrors(error: unknown, call: SaveCall): PlacedErrors {
  if (!(error instanceof ApiError)) {
    return { fields: {}, rest: toFormFailure(error), firstSection: null };
  }
  const items: readonly ValidationItem[] = error.items;
  if (items.length === 0) {
    return {
      fields: {},
      rest: { kind: 'message', message: errorMessage(error) },
      firstSection: null,
    };
  }
  const grouped: Record<string, string[]> = {};
  const rest: string[] = [];
  let firstSection: EditorSection | null = null;
  for (const item of items) {
    firstSection ??= sectionOfPath(item.path, call);
    // The id item is said by 'Invalid patient ID URL.' itself.
    if (call === 'register' && item.path === 'id') continue;
    const field = fieldOfPath(item.path, call);
    const message = translateServerMessage(item.message);
    if (field) (grouped[field] ??= []).push(message);
    else rest.push(message);
  }
  const fields = Object.fromEntries(
    Object.entries(grouped).map(([field, messages]) => [field, messages.join('. ')]),
  );
  return {
    fields,
    rest: rest.length === 0 ? null : { kind: 'message', message: rest.join('. ') },
    firstSection,
  };
}

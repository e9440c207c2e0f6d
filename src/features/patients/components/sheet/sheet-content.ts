import type { TFunction } from 'i18next';
import { relationshipValues, type Relationship } from '@contract/enums';
import { patientDisplayName } from '@contract/patients';
import { shownCodeStatus } from '@contract/signed-form';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { formatDate } from '@/lib/dates';
import type { PatientRecord } from '../../api/patients.api';
import { codeStatusText } from '../code-status-text';
import { personName } from '../person-name';
import { signedFormText } from '../signed-form-text';
import { medicalListViews, type MedicalListView } from '../view/medical-view';

/*
 * The emergency sheet's limits (docs/emergency-sheet.md): what one printed page holds in each
 * language column at its smallest type. The server takes lists of any length and free text up to
 * 255 characters (details up to 100); the sheet shows the first entries of a long list and says
 * how many more the record holds, and clamps long text to a few lines (sheet.module.css).
 */
export const SHEET_LIMITS = { allergies: 12, medications: 15, conditions: 10 } as const;

export interface SheetListItem {
  key: string;
  name: string;
  detail: string | null;
  /** A high-criticality allergy or a high-risk medication's class, marked on paper. */
  flag: string | null;
}

export interface SheetList {
  title: string;
  /** The entries shown (at most the list's limit). */
  items: SheetListItem[];
  /** 'No known allergies', 'Allergies not recorded' when there are no entries. */
  empty: string | null;
  /** '+3 more in the record' when the list is longer than the sheet's limit. */
  more: string | null;
}

export interface SheetLine {
  key: string;
  label: string;
  value: string;
}

export interface SheetContact {
  key: string;
  title: string;
  lines: SheetLine[];
}

/** One language column of the sheet: every text on it, written in that language. */
export interface SheetColumn {
  title: string;
  /** The patient line: name (or id with PHI off), date of birth. */
  identity: SheetLine[];
  codeStatusTitle: string;
  codeStatus: string;
  isLimitedCode: boolean;
  signedForm: string | null;
  originalAt: string | null;
  circumstancesTitle: string;
  circumstances: string[];
  circumstancesNote: string | null;
  access: string | null;
  allergies: SheetList;
  medications: SheetList;
  conditions: SheetList;
  contacts: SheetContact[];
  /** 'Verified March 3, 2026' when the record says when it was last checked. */
  verified: string | null;
  printed: string;
  codeLine: string;
  scanHint: string;
}

const isRelationship = (value: string): value is Relationship =>
  (relationshipValues as readonly string[]).includes(value);

/**
 * When the record was last checked with the patient, read tolerantly: the field is optional on
 * every server (the reference sends none), so anything but a date-time string is "not known".
 */
export function verifiedAtOf(patient: object): string | null {
  const value = (patient as { verifiedAt?: unknown }).verifiedAt;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function sheetList(
  view: MedicalListView,
  limit: number,
  title: string,
  texts: { noneKnown: string; notRecorded: string },
  t: TFunction<'common'>,
): SheetList {
  const shown = view.items.slice(0, limit);
  const hidden = view.items.length - shown.length;
  return {
    title,
    items: shown.map((item) => ({
      key: item.key,
      name: item.name,
      detail: item.detail,
      flag: item.isHighRisk ? t('patientView.highRiskAllergy') : item.badge,
    })),
    empty:
      view.state === 'noneKnown'
        ? texts.noneKnown
        : view.state === 'notRecorded'
          ? texts.notRecorded
          : null,
    more: hidden > 0 ? t('emergencySheet.more', { count: hidden }) : null,
  };
}

/**
 * Every text of one column, in the language of `t` (a fixed translation function). Dates are
 * written in the language dates are set to when it runs (the caller wraps it in withDatesIn).
 */
export function sheetColumn(
  patient: PatientRecord,
  t: TFunction<'common'>,
  { collectPhi, now }: { collectPhi: boolean; now: Date },
): SheetColumn {
  const lists = medicalListViews(patient, t);
  const code = shownCodeStatus(patient);
  const dash = t('patientView.noValue');
  const notProvided = t('common.notProvided');
  const contact = patient.emergencyContact;
  const relationship = contact?.relationship ?? null;
  const { hospital, physician } = patient;
  const phoneLine = (phone: string | null | undefined): SheetLine[] =>
    phone ? [{ key: 'phone', label: t('patientView.phone'), value: phone }] : [];
  const contacts: SheetContact[] = [];
  if (collectPhi) {
    contacts.push({
      key: 'contact',
      title: t('patientView.emergencyContact'),
      lines: [
        {
          key: 'name',
          label: t('patientView.contactName'),
          value: (contact && personName(contact)) || dash,
        },
        {
          key: 'relationship',
          label: t('patientView.relationship'),
          value: relationship
            ? isRelationship(relationship)
              ? t(enumLabelKeys.relationship(relationship))
              : relationship
            : dash,
        },
        { key: 'phone', label: t('patientView.phone'), value: contact?.phone || dash },
      ],
    });
  }
  contacts.push(
    {
      key: 'hospital',
      title: t('patientView.hospital'),
      lines: [
        { key: 'name', label: t('patientView.contactName'), value: hospital?.name ?? notProvided },
        ...phoneLine(hospital?.phone),
      ],
    },
    {
      key: 'physician',
      title: t('patientView.physician'),
      lines: [
        {
          key: 'name',
          label: t('patientView.contactName'),
          value: (physician && personName(physician)) || notProvided,
        },
        ...phoneLine(physician?.phone),
      ],
    },
  );

  const identity: SheetLine[] = [
    {
      key: 'name',
      label: t('emergencySheet.patient'),
      value: patientDisplayName(patient, collectPhi),
    },
  ];
  const born = formatDate(patient.dateOfBirth);
  if (collectPhi && born) {
    identity.push({ key: 'born', label: t('patientView.dateOfBirth'), value: born });
  }
  if (patient.language) {
    identity.push({
      key: 'language',
      label: t('patientView.language'),
      value: t(enumLabelKeys.language(patient.language)),
    });
  }

  const verifiedAt = verifiedAtOf(patient);
  const verifiedDate = formatDate(verifiedAt);
  return {
    title: t('emergencySheet.title'),
    identity,
    codeStatusTitle: t('patientView.codeStatus'),
    codeStatus: code ? codeStatusText(t, code) : notProvided,
    isLimitedCode: code !== null && code !== 'FULL',
    signedForm: signedFormText(t, patient),
    originalAt: patient.signedFormLocation
      ? t('signedForm.view.original', { place: patient.signedFormLocation })
      : null,
    circumstancesTitle: t('signedForm.view.circumstances'),
    circumstances: (patient.circumstances ?? []).map((flag) => t(enumLabelKeys.circumstance(flag))),
    circumstancesNote: patient.circumstancesNote ?? null,
    access: patient.accessInstructions
      ? t('emergencySheet.access', { access: patient.accessInstructions })
      : null,
    allergies: sheetList(
      lists.allergies,
      SHEET_LIMITS.allergies,
      t('patientView.allergies'),
      {
        noneKnown: t('patientView.allergiesNoneKnown'),
        notRecorded: t('patientView.allergiesNotRecorded'),
      },
      t,
    ),
    medications: sheetList(
      lists.medications,
      SHEET_LIMITS.medications,
      t('patientView.medications'),
      {
        noneKnown: t('patientView.medicationsNoneKnown'),
        notRecorded: t('patientView.medicationsNotRecorded'),
      },
      t,
    ),
    conditions: sheetList(
      lists.conditions,
      SHEET_LIMITS.conditions,
      t('patientView.conditions'),
      {
        noneKnown: t('patientView.conditionsNoneKnown'),
        notRecorded: t('patientView.conditionsNotRecorded'),
      },
      t,
    ),
    contacts,
    verified: verifiedDate ? t('emergencySheet.verified', { date: verifiedDate }) : null,
    printed: t('emergencySheet.printed', { date: formatDate(now.toISOString()) }),
    codeLine: t('emergencySheet.labelCode'),
    scanHint: t('emergencySheet.scanHint'),
  };
}

import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relationshipValues, type Relationship } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { PatientRecord } from '../../api/patients.api';
import { personName } from '../person-name';
import { CallLink } from './call-link';
import { ContactBlock } from './contact-block';

const isRelationship = (value: string): value is Relationship =>
  (relationshipValues as readonly string[]).includes(value);

interface PatientContactsProps {
  patient: PatientRecord;
  collectPhi: boolean;
}

/**
 * Who to call: the emergency contact (PHI on only), the preferred hospital and the primary care
 * physician with their first hospital, each phone a `tel:` link (SPEC §2).
 */
export function PatientContacts({ patient, collectPhi }: PatientContactsProps) {
  const { t } = useTranslation();
  const dash = t('patientView.noValue');
  const notProvided = t('common.notProvided');
  const call = (phone: string | null | undefined, fallback: string) =>
    phone ? <CallLink phone={phone} /> : fallback;
  const nameLine = (name: string) => ({
    key: 'name',
    label: t('patientView.contactName'),
    value: name,
  });
  /** A hospital's or physician's phone: a line only when there is a number. */
  const phoneLines = (phone: string | null | undefined) =>
    phone ? [{ key: 'phone', label: t('patientView.phone'), value: call(phone, '') }] : [];
  const contact = patient.emergencyContact;
  const relationship = contact?.relationship ?? null;
  const { hospital, physician } = patient;
  return (
    <SimpleGrid cols={{ base: 1, sm: collectPhi ? 3 : 2 }} spacing="lg">
      {collectPhi && (
        <ContactBlock
          id="patient-emergency-contact"
          title={t('patientView.emergencyContact')}
          lines={[
            nameLine((contact && personName(contact)) || dash),
            {
              key: 'relationship',
              label: t('patientView.relationship'),
              value: relationship
                ? isRelationship(relationship)
                  ? t(enumLabelKeys.relationship(relationship))
                  : relationship
                : dash,
            },
            { key: 'phone', label: t('patientView.phone'), value: call(contact?.phone, dash) },
          ]}
        />
      )}
      <ContactBlock
        id="patient-hospital"
        title={t('patientView.hospital')}
        lines={[nameLine(hospital?.name ?? notProvided), ...phoneLines(hospital?.phone)]}
      />
      <ContactBlock
        id="patient-physician"
        title={t('patientView.physician')}
        lines={[
          nameLine((physician && personName(physician)) || notProvided),
          ...phoneLines(physician?.phone),
          ...(physician?.hospitals?.[0]
            ? [
                {
                  key: 'hospital',
                  label: t('patientView.hospital'),
                  value: physician.hospitals[0].name,
                },
              ]
            : []),
        ]}
      />
    </SimpleGrid>
  );
}

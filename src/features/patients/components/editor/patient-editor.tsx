import { Accordion, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '@/components/form/form-failure';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import { PatientPhotoField } from '../documents/patient-photo-field';
import { SignedFormPages } from '../documents/signed-form-pages';
import { AdvancedDirectiveSection } from './advanced-directive-section';
import { BasicInformationSection } from './basic-information-section';
import { EmergencyContactSection } from './emergency-contact-section';
import { HealthcareChoicesSection, type HealthcareChoosers } from './healthcare-choices-section';
import { MedicalInformationSection, type CatalogOptions } from './medical-information-section';
import {
  sectionHash,
  toEditorValues,
  type EditorSection,
  type PatientReading,
} from './patient-editor-schema';
import type { PatientSaves } from './patient-registration';
import { UnviewedSectionsDialog } from './unviewed-sections-dialog';
import { usePatientEditorForm } from './use-patient-editor-form';
import { useSectionFlow, type SaveFailure } from './use-section-flow';

export interface PatientEditorProps<O extends PickerItem, K extends QueryKey> {
  patientId: string;
  /** The signed-in member (what they viewed on earlier visits is remembered per member). */
  viewerId: string;
  /** The patient as read, or null for a label's new patient (SPEC §3 defaults). */
  patient: PatientReading | null;
  collectPhi: boolean;
  saves: PatientSaves;
  getCatalogOptions: CatalogOptions<O, K>;
  choosers: HealthcareChoosers;
  /** Called once the patient exists (registered by a save, or found to exist). */
  onRegistered: () => void;
}

function Failure({ failure }: { failure: SaveFailure }) {
  return (
    <FormFailure
      title={failure.title}
      failure={failure.reason ?? { kind: 'message', message: '' }}
    />
  );
}

/** SPEC §2 'Edit Patient': one form, an accordion of numbered sections, Save Patient. */
export function PatientEditor<O extends PickerItem, K extends QueryKey>({
  patientId,
  viewerId,
  patient,
  collectPhi,
  saves,
  getCatalogOptions,
  choosers,
  onRegistered,
}: PatientEditorProps<O, K>) {
  const { t } = useTranslation();
  const { form, schema } = usePatientEditorForm(toEditorValues(patient), collectPhi);
  const flow = useSectionFlow({
    patientId,
    viewerId,
    isRegistered: patient !== null,
    onRegistered,
    collectPhi,
    form,
    schema,
    saves,
  });

  const content: Record<EditorSection, ReactNode> = {
    basic: (
      <BasicInformationSection
        form={form}
        collectPhi={collectPhi}
        photo={collectPhi && <PatientPhotoField patientId={patientId} />}
      />
    ),
    contact: <EmergencyContactSection form={form} />,
    medical: <MedicalInformationSection form={form} getCatalogOptions={getCatalogOptions} />,
    healthcare: <HealthcareChoicesSection form={form} choosers={choosers} />,
    directive: (
      <AdvancedDirectiveSection
        form={form}
        collectPhi={collectPhi}
        documents={<SignedFormPages patientId={patientId} collectPhi={collectPhi} />}
      />
    ),
  };

  return (
    // Not a <form>: the new-physician modal's form renders inside (through a portal), and its
    // submit event would bubble through React to an enclosing form.
    <div>
      <Stack gap="md">
        <Accordion
          value={flow.open}
          onChange={(value) => void flow.goTo(value as EditorSection | null)}
          variant="separated"
          radius="md"
        >
          {flow.sections.map((section, index) => (
            <Accordion.Item key={section} value={section} id={sectionHash[section]}>
              <Accordion.Control
                icon={
                  <ThemeIcon
                    size={26}
                    radius="xl"
                    variant={flow.saved.has(section) ? 'filled' : 'light'}
                    color={flow.saved.has(section) ? 'green' : 'gray'}
                    aria-hidden
                  >
                    {flow.saved.has(section) ? (
                      <IconCheck size={16} stroke={3} />
                    ) : (
                      <IconCircleDashed size={16} />
                    )}
                  </ThemeIcon>
                }
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0}>
                    <Text fw={600}>
                      {t('patientEditor.sectionTitle', {
                        number: index + 1,
                        name: t(`patientEditor.sections.${section}`),
                      })}
                    </Text>
                    {flow.saved.has(section) && (
                      // green.8 fails axe's 4.5:1 on the accordion's hover background.
                      <Text size="xs" fw={600} style={{ color: 'light-dark(#237032, #69db7c)' }}>
                        {t('patientEditor.saved')}
                      </Text>
                    )}
                  </Stack>
                  {flow.busy === section && (
                    <Loader size="xs" aria-label={t('patientEditor.saving')} />
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm" data-section={section}>
                  {flow.failure?.where === section && <Failure failure={flow.failure} />}
                  {content[section]}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {flow.failure?.where === 'all' && <Failure failure={flow.failure} />}
        <Group justify="flex-end">
          <Button
            onClick={() => void flow.save()}
            loading={flow.busy === 'all'}
            disabled={flow.busy !== null && flow.busy !== 'all'}
          >
            {t('patientEditor.save')}
          </Button>
        </Group>
      </Stack>
      <UnviewedSectionsDialog
        sections={flow.unviewed}
        onOpenSection={(section) => void flow.goTo(section)}
        onClose={flow.closeUnviewed}
      />
      {flow.guard.dialog}
    </div>
  );
}

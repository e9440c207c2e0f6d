import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { physicianFullName } from '@contract/physicians';
import { EntityChooser, type ChooserFieldProps } from '@/components/entity-chooser/entity-chooser';
import type { PhysicianRecord } from '../api/physicians.api';
import { physicianQueries } from '../api/physicians.queries';
import { NewPhysicianModal } from './new-physician-modal';

/** SPEC 'Hospital/physician chooser' for physicians, offering '+ Register new physician'. */
export function PhysicianChooser(field: ChooserFieldProps<PhysicianRecord>) {
  const { t } = useTranslation();
  const [isRegistering, setIsRegistering] = useState(false);
  const nameOf = (physician: PhysicianRecord) =>
    physicianFullName(physician) || t('physicians.unnamed');
  return (
    <>
      <EntityChooser
        {...field}
        getOptionsQuery={physicianQueries.search}
        getKey={(physician) => physician.id}
        getLabel={nameOf}
        getDescription={(physician) =>
          [physician.phone, physician.hospitals?.[0]?.name].filter(Boolean).join(' · ') || null
        }
        actions={[
          {
            key: 'register',
            label: t('physicians.chooser.registerNew'),
            onSelect: () => setIsRegistering(true),
          },
        ]}
      />
      <NewPhysicianModal
        opened={isRegistering}
        onClose={() => setIsRegistering(false)}
        onRegistered={field.onChange}
      />
    </>
  );
}

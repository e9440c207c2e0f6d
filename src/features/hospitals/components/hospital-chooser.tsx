import { EntityChooser, type ChooserFieldProps } from '@/components/entity-chooser/entity-chooser';
import type { HospitalRecord } from '../api/hospitals.api';
import { hospitalQueries } from '../api/hospitals.queries';

/** SPEC 'Hospital/physician chooser' for hospitals: search by name, pick one. */
export function HospitalChooser(field: ChooserFieldProps<HospitalRecord>) {
  return (
    <EntityChooser
      {...field}
      getOptionsQuery={hospitalQueries.search}
      getKey={(hospital) => hospital.id}
      getLabel={(hospital) => hospital.name}
      getDescription={(hospital) => hospital.address}
    />
  );
}

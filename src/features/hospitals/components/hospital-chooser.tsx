import type { ReactNode } from 'react';
import { EntityChooser } from '@/components/entity-chooser/entity-chooser';
import type { HospitalRecord } from '../api/hospitals.api';
import { hospitalQueries } from '../api/hospitals.queries';

interface HospitalChooserProps {
  label: string;
  value: HospitalRecord | null;
  onChange: (hospital: HospitalRecord | null) => void;
  error?: ReactNode;
}

/** SPEC 'Hospital/physician chooser' for hospitals: search by name, pick one. */
export function HospitalChooser({ label, value, onChange, error }: HospitalChooserProps) {
  return (
    <EntityChooser
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      getOptionsQuery={hospitalQueries.search}
      getKey={(hospital) => hospital.id}
      getLabel={(hospital) => hospital.name}
      getDescription={(hospital) => hospital.address}
    />
  );
}

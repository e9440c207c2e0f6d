import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditActionValues } from '@contract/audit';
import { uuidSchema } from '@contract/common';
import { DateField } from '@/components/date-field/date-field';
import { isRangeReversed, type AuditFilterKey, type AuditPageParams } from '../audit-params';
import { actionLabelKey } from './audit-labels';
import { MemberFilter } from './member-filter';

interface AuditFiltersProps {
  params: AuditPageParams;
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
}

/** Action, member, patient id and a date range; each change applies at once. */
export function AuditFilters({ params, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation();
  const actions = auditActionValues.map((action) => ({
    value: action,
    label: t(actionLabelKey(action)),
  }));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <VisuallyHidden component="legend">{t('audit.filters.label')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.anyAction')}
          data={actions}
          value={params.action || null}
          onChange={(value) => onChange('action', value ?? '')}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <MemberFilter value={params.userId} onChange={(id) => onChange('userId', id)} />
        <PatientIdFilter value={params.patientId} onChange={(id) => onChange('patientId', id)} />
        <DateField
          label={t('audit.filters.from')}
          placeholder={t('audit.filters.datePlaceholder')}
          calendarLabel={t('audit.filters.calendar')}
          value={params.from}
          onChange={(value) => onChange('from', value)}
        />
        <DateField
          label={t('audit.filters.to')}
          placeholder={t('audit.filters.datePlaceholder')}
          calendarLabel={t('audit.filters.calendar')}
          value={params.to}
          onChange={(value) => onChange('to', value)}
          error={isRangeReversed(params) ? t('audit.filters.toBeforeFrom') : undefined}
        />
        <Group align="flex-end">
          <Button variant="default" onClick={onClear}>
            {t('audit.page.clearFilters')}
          </Button>
        </Group>
      </SimpleGrid>
    </fieldset>
  );
}

/** A patient id applies once it is whole; a partial one shows what is wrong. */
function PatientIdFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed from elsewhere (Clear filters, a link): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const trimmed = text.trim();
  const isWhole = trimmed === '' || uuidSchema.safeParse(trimmed).success;
  return (
    <TextInput
      label={t('audit.filters.patientId')}
      placeholder={t('audit.filters.patientIdPlaceholder')}
      value={text}
      spellCheck={false}
      autoComplete="off"
      error={isWhole ? undefined : t('audit.filters.patientIdInvalid')}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const id = next.trim();
        if (id === '' || uuidSchema.safeParse(id).success) {
          const lower = id.toLowerCase();
          setShown(lower);
          onChange(lower);
        }
      }}
    />
  );
}

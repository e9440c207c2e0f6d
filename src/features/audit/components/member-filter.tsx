import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityChooser } from '@/components/entity-chooser/entity-chooser';
import type { AuditMember } from '../api/audit.api';
import { auditQueries } from '../api/audit.queries';

interface MemberFilterProps {
  /** The chosen member's id, or ''. */
  value: string;
  onChange: (id: string) => void;
}

const fullName = (member: AuditMember) =>
  [member.firstName, member.middleName, member.lastName].filter(Boolean).join(' ');

/** Filters by member: search by name or e-mail, pick one; the chosen one is read by id. */
export function MemberFilter({ value, onChange }: MemberFilterProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chosen = useQuery(auditQueries.member(value));
  return (
    <EntityChooser
      label={t('audit.filters.member')}
      placeholder={t('audit.filters.memberPlaceholder')}
      value={value ? (chosen.data ?? null) : null}
      onChange={(member) => {
        // The chosen member is known already: its name shows at once, without a read.
        if (member) queryClient.setQueryData(auditQueries.member(member.id).queryKey, member);
        onChange(member?.id ?? '');
      }}
      getOptionsQuery={auditQueries.memberSearch}
      getKey={(member) => member.id}
      getLabel={fullName}
      getDescription={(member) => member.email}
    />
  );
}

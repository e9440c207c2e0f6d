import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { patientDisplayName } from '@contract/patients';
import { paths } from '@contract/paths';
import {
  DUE_SOON_DAYS,
  REVIEW_INTERVAL_MAX_MONTHS,
  REVIEW_INTERVAL_MIN_MONTHS,
} from '@contract/verification';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ListPagination } from '@/components/list-pagination/list-pagination';
import { listFailureProps } from '@/components/query-state/query-state';
import { SearchBox } from '@/components/search-box/search-box';
import { formatDate } from '@/lib/dates';
import { useListParams } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { DueRecord } from '../../api/patients.api';
import { patientQueries, useSetReviewInterval } from '../../api/patients.queries';

interface DuePageProps {
  collectPhi: boolean;
  /** Admins change the review interval here. */
  canSetInterval: boolean;
}

const dueColumns = (t: TFunction<'common'>, collectPhi: boolean): DataTableColumn<DueRecord>[] => [
  {
    key: 'name',
    header: collectPhi ? t('patients.fields.name') : t('patients.fields.id'),
    render: (p) => patientDisplayName(p, collectPhi),
  },
  {
    key: 'verifiedAt',
    header: t('due.lastVerified'),
    render: (p) => (p.verifiedAt ? formatDate(p.verifiedAt) : t('due.never')),
  },
  { key: 'reviewDueAt', header: t('due.dueOn'), render: (p) => formatDate(p.reviewDueAt) },
  {
    key: 'state',
    header: t('due.state'),
    // Words in the text colour, not a light badge (whose orange fails the contrast check).
    render: (p) =>
      p.overdue ? (
        <Text span size="sm" fw={700}>
          {t('due.overdue')}
        </Text>
      ) : (
        <Text span size="sm">
          {t('due.dueSoon')}
        </Text>
      ),
  },
];

/**
 * [ours] Issue 24: the Due for review list for staff: records past their review interval
 * (longest overdue first), then those due within 30 days; searched and paged like the patients
 * list. A row opens the editor, where 'Mark as verified' is.
 */
export function DuePage({ collectPhi, canSetInterval }: DuePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search, page, setSearch, setPage } = useListParams();
  const list = useQuery(patientQueries.due({ search, page }));
  const interval = useQuery(patientQueries.reviewInterval());

  return (
    <Stack gap="md">
      <Title order={1}>{t('due.title')}</Title>
      <Text c="dimmed">
        {interval.data
          ? t('due.intro', { count: interval.data.months, days: DUE_SOON_DAYS })
          : t('due.introShort', { days: DUE_SOON_DAYS })}
      </Text>
      {canSetInterval && interval.data && <IntervalForm months={interval.data.months} />}
      <SearchBox
        label={collectPhi ? t('patients.list.search') : t('patients.list.searchById')}
        value={search}
        onSearch={setSearch}
      />
      <DataTable
        label={t('due.tableLabel')}
        columns={dueColumns(t, collectPhi)}
        rows={list.data?.items}
        getRowKey={(patient) => patient.id}
        getRowLabel={(patient) => patientDisplayName(patient, collectPhi)}
        isLoading={list.isFetching || navigation.state === 'loading'}
        {...listFailureProps(list, t('due.fetchFailed'), t('common.noAccess'))}
        emptyMessage={t('due.empty')}
        onRowClick={(patient) => void navigate(paths.patientEdit.href(patient.id))}
      />
      <ListPagination total={list.data?.totalPages ?? 0} value={page} onChange={setPage} />
    </Stack>
  );
}

function IntervalForm({ months }: { months: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(months);
  const save = useSetReviewInterval();
  const valid =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= REVIEW_INTERVAL_MIN_MONTHS &&
    value <= REVIEW_INTERVAL_MAX_MONTHS;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        save.mutate(value, {
          onSuccess: () => notifySuccess(t('due.intervalSaved')),
          onError: (failure) => notifyError(failure.message, { title: t('due.intervalFailed') }),
        });
      }}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('due.intervalLabel')}
          value={value}
          onChange={setValue}
          min={REVIEW_INTERVAL_MIN_MONTHS}
          max={REVIEW_INTERVAL_MAX_MONTHS}
          allowDecimal={false}
          error={
            valid
              ? null
              : t('due.intervalRange', {
                  min: REVIEW_INTERVAL_MIN_MONTHS,
                  max: REVIEW_INTERVAL_MAX_MONTHS,
                })
          }
          w={220}
        />
        <Button type="submit" loading={save.isPending} disabled={!valid || value === months}>
          {t('due.intervalSave')}
        </Button>
      </Group>
    </form>
  );
}

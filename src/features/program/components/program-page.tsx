import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { programIntervalValues, type ProgramFigures } from '@contract/program';
import { ApiError } from '@/lib/api-client';
import { DateField } from '@/components/date-field/date-field';
import { QueryFailure, QueryLoading, QueryNoAccess } from '@/components/query-state/query-state';
import { formatPeriodStart } from '../period-format';
import { programExportUrl } from '../api/program.api';
import { programQueries } from '../api/program.queries';
import { isProgramRangeReversed, toFiguresQuery, useProgramParams } from '../program-params';
import { ProgramCharts, type ChartRow } from './program-charts';
import { ProgramSummary } from './program-summary';
import { ProgramTable } from './program-table';

/** True when nothing at all was counted in the range (the stocks, patients on record and records overdue, aside). */
const isEmpty = (figures: ProgramFigures) =>
  figures.points.every(
    (point) =>
      point.patientsEnrolled +
        point.labelsPrinted +
        point.labelsRegistered +
        point.labelScans +
        point.newMembers +
        (point.recordsVerified ?? 0) ===
      0,
  );

/** [ours] Issue 24: the program's figures over a range, for staff and admins. */
export function ProgramPage() {
  const { t } = useTranslation();
  const [params, setParam] = useProgramParams();
  const isReversed = isProgramRangeReversed(params);
  const query = toFiguresQuery(params);
  const figures = useQuery({ ...programQueries.figures(query), enabled: !isReversed });
  const formatNumber = (value: number) => t('program.number', { value });
  const rows: ChartRow[] = (figures.data?.points ?? []).map((point) => ({
    ...point,
    period: formatPeriodStart(point.start, params.interval),
  }));

  const body = () => {
    if (isReversed) return null;
    if (figures.isPending) return <QueryLoading />;
    if (figures.isError) {
      const status = figures.error instanceof ApiError ? figures.error.status : null;
      if (status === 403) return <QueryNoAccess />;
      // An older server has no figures; a range past the most periods is refused (422).
      if (status === 404) return <QueryFailure message={t('program.notOffered')} />;
      if (status === 422) return <QueryFailure message={t('program.range.tooLong')} />;
      return (
        <QueryFailure message={t('program.fetchFailed')} onRetry={() => void figures.refetch()} />
      );
    }
    if (isEmpty(figures.data))
      return (
        <Stack gap="md">
          <ProgramSummary figures={figures.data} formatNumber={formatNumber} />
          <Text c="dimmed" role="status">
            {t('program.empty')}
          </Text>
        </Stack>
      );
    return (
      <Stack gap="lg">
        <ProgramSummary figures={figures.data} formatNumber={formatNumber} />
        <ProgramCharts rows={rows} formatNumber={formatNumber} />
        <ProgramTable rows={rows} formatNumber={formatNumber} interval={params.interval} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t('program.title')}</Title>
      <Text c="dimmed">{t('program.intro')}</Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateField
          label={t('program.range.from')}
          placeholder={t('audit.filters.datePlaceholder')}
          calendarLabel={t('program.range.calendar')}
          value={params.from}
          onChange={(value) => setParam('from', value)}
        />
        <DateField
          label={t('program.range.to')}
          placeholder={t('audit.filters.datePlaceholder')}
          calendarLabel={t('program.range.calendar')}
          value={params.to}
          onChange={(value) => setParam('to', value)}
          error={isReversed ? t('program.range.toBeforeFrom') : undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="program-interval-label">
            {t('program.range.interval')}
          </Text>
          <SegmentedControl
            aria-labelledby="program-interval-label"
            value={params.interval}
            onChange={(value) => setParam('interval', value)}
            data={programIntervalValues.map((value) => ({
              value,
              label: t(`program.interval.${value}`),
            }))}
          />
        </Stack>
        <Button
          component="a"
          href={programExportUrl(query)}
          download
          variant="default"
          disabled={isReversed}
        >
          {t('program.download')}
        </Button>
      </Group>
      {body()}
    </Stack>
  );
}

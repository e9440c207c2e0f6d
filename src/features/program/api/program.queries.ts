import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getProgramFigures, type ProgramFiguresParams } from './program.api';

export const programKeys = queryKeys('program');

export const programQueries = {
  figures: (params: ProgramFiguresParams) =>
    queryOptions({
      queryKey: programKeys.list(params),
      queryFn: ({ signal }) => getProgramFigures(params, signal),
    }),
};

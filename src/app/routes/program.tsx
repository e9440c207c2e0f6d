import { ProgramPage } from '@/features/program/components/program-page';
import { programQueries } from '@/features/program/api/program.queries';
import { readProgramParams, toFiguresQuery } from '@/features/program/program-params';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * [ours] Issue 24: the program's figures, for staff and admins. The charts (@mantine/charts and
 * recharts) are in this route's chunk alone.
 */
export const loader = guardedLoader(
  requireCapability('program.view'),
  async ({ request }, { queryClient }) => {
    const params = readProgramParams(new URL(request.url).searchParams);
    if (params.to >= params.from)
      await prefetch(queryClient, programQueries.figures(toFiguresQuery(params)));
  },
);

export function Component() {
  return <ProgramPage />;
}

import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { routerServices, type RouterServices } from './router-context';

type Guard = (args: LoaderFunctionArgs) => Promise<Response | null>;
type Load = (
  args: LoaderFunctionArgs,
  services: RouterServices,
) => Promise<Response | null | undefined | void>;

/**
 * A route loader: the guard first (its redirect wins), then `load`, which prefetches what the
 * page reads so it renders with its data, or returns a redirect of its own.
 */
export function guardedLoader(guard: Guard, load: Load) {
  return async function loader(args: LoaderFunctionArgs): Promise<Response | null> {
    const denied = await guard(args);
    if (denied) return denied;
    return (await load(args, args.context.get(routerServices))) ?? null;
  };
}

/** A failure this recent is the one this navigation already met (a loader that redirected here). */
const FRESH_FAILURE_MS = 2_000;

/**
 * Warms the cache with the same options the page's component reads. A failure is left in the
 * cache for the page to show with its own message and retry, rather than failing the route; a
 * read that has only just failed is not asked again, so one failure costs one request.
 */
export async function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T | undefined> {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < FRESH_FAILURE_MS) {
    return undefined;
  }
  try {
    return await queryClient.ensureQueryData(options);
  } catch {
    return undefined;
  }
}

import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FollowState, NoticeList, NoticePreferencesPatch } from '@contract/notices';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  getFollowState,
  getNoticePreferences,
  listNotices,
  markNoticesRead,
  setFollowing,
  updateNoticePreferences,
} from './notices.api';

export const noticeKeys = queryKeys('notices');

/** How often the centre asks while the page is visible: a scan notice shows within seconds. */
export const NOTICE_POLL_MS = 10_000;

/** A server without notices (the reference) answers 404: nothing to show, nothing to retry. */
export const isUnavailable = (error: unknown) => error instanceof ApiError && error.status === 404;

export const noticeQueries = {
  list: () =>
    queryOptions({
      queryKey: noticeKeys.list({ page: 1 }),
      queryFn: ({ signal }) => listNotices(signal),
      staleTime: 5_000,
      refetchInterval: (query) => (isUnavailable(query.state.error) ? false : NOTICE_POLL_MS),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
    }),
  follow: (patientId: string) =>
    queryOptions({
      queryKey: noticeKeys.detail(`follow:${patientId}`),
      queryFn: ({ signal }) => getFollowState(patientId, signal),
    }),
  preferences: () =>
    queryOptions({
      queryKey: noticeKeys.detail('preferences'),
      queryFn: ({ signal }) => getNoticePreferences(signal),
    }),
};

/** Marks notices read (some, or all), and writes the answer's count into the cached list. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) => markNoticesRead(target),
    onSuccess: ({ unreadCount }, target, _result, _context) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NoticeList>(noticeQueries.list().queryKey, (list) =>
        list
          ? {
              unreadCount,
              notices: list.notices.map((notice) =>
                notice.readAt === null && ('all' in target || target.ids.includes(notice.id))
                  ? { ...notice, readAt: now }
                  : notice,
              ),
            }
          : list,
      );
      return refreshNotices(queryClient);
    },
  });
}

function refreshNotices(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
}

export function useSetFollowing(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(patientId, following),
    onSuccess: (state: FollowState) =>
      queryClient.setQueryData(noticeQueries.follow(patientId).queryKey, state),
  });
}

export function useUpdateNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NoticePreferencesPatch) => updateNoticePreferences(patch),
    onSuccess: (preferences) =>
      queryClient.setQueryData(noticeQueries.preferences().queryKey, preferences),
  });
}

import {
  followStateSchema,
  markNoticesReadAnswerSchema,
  noticeListSchema,
  noticePreferencesSchema,
  pushKeySchema,
  pushSubscriptionAnswerSchema,
  type MarkNoticesRead,
  type NoticePreferencesPatch,
} from '@contract/notices';
import { apiRequest } from '@/lib/api-client';

/*
 * [ours] Issue 24: the notification centre, following a patient, delivery choices and Web Push.
 * A server without them (the reference, API.md §7) answers 404: the callers read that as
 * "not available" and show nothing.
 */

/** GET /notices: the newest page of the member's notices and the unread count. */
export function listNotices(signal?: AbortSignal) {
  return apiRequest('/notices', noticeListSchema, { query: { page: 1, perPage: 20 }, signal });
}

export function markNoticesRead(body: MarkNoticesRead) {
  return apiRequest('/notices/read', markNoticesReadAnswerSchema, { method: 'POST', body });
}

const followPath = (patientId: string) => `/patients/${encodeURIComponent(patientId)}/follow`;

export function getFollowState(patientId: string, signal?: AbortSignal) {
  return apiRequest(followPath(patientId), followStateSchema, { signal });
}

export function setFollowing(patientId: string, following: boolean) {
  return apiRequest(followPath(patientId), followStateSchema, {
    method: following ? 'PUT' : 'DELETE',
  });
}

export function getNoticePreferences(signal?: AbortSignal) {
  return apiRequest('/notices/preferences', noticePreferencesSchema, { signal });
}

export function updateNoticePreferences(body: NoticePreferencesPatch) {
  return apiRequest('/notices/preferences', noticePreferencesSchema, { method: 'PUT', body });
}

export function getPushKey() {
  return apiRequest('/notices/push/key', pushKeySchema);
}

export function savePushSubscription(subscription: unknown) {
  return apiRequest('/notices/push/subscriptions', pushSubscriptionAnswerSchema, {
    method: 'POST',
    body: subscription,
  });
}

export function removePushSubscription(endpoint: string) {
  return apiRequest('/notices/push/subscriptions/remove', pushSubscriptionAnswerSchema, {
    method: 'POST',
    body: { endpoint },
  });
}

import { http, HttpResponse } from 'msw';
import {
  markNoticesReadSchema,
  noticePreferencesPatchSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  type NoticePreferences,
} from '@contract/notices';
import { api, guard } from './handler-utils';
import { db } from './db';
import { noticeStore } from './notice-store';

/** [ours] Issue 24: GET/PUT/DELETE /patients/:id/follow and /notices/*, as our server answers. */
const me = () => db.currentUser()?.id ?? '';
const mine = () => noticeStore.notices.filter((notice) => notice.recipientId === me());
const unread = () => mine().filter((notice) => notice.readAt === null).length;
const invalid = () =>
  HttpResponse.json(
    { error: 'Unprocessable Entity', message: [{ path: 'body', message: 'Invalid' }] },
    { status: 422 },
  );

function followHandler(method: 'get' | 'put' | 'delete') {
  return http[method](api('/patients/:id/follow'), ({ request, params }) => {
    const denied = guard(request, 'patient.follow');
    if (denied) return denied;
    const id = String(params.id);
    if (!db.patients.has(id))
      return HttpResponse.json(
        { message: `Patient with ID ${id} does not exist in database.` },
        { status: 404 },
      );
    const key = `${me()}:${id}`;
    if (method === 'put') noticeStore.follows.add(key);
    if (method === 'delete') noticeStore.follows.delete(key);
    return HttpResponse.json({ following: noticeStore.follows.has(key) });
  });
}

export const noticeHandlers = [
  followHandler('get'),
  followHandler('put'),
  followHandler('delete'),
  http.get(api('/notices'), ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    const notices = mine().map(({ recipientId: _recipient, ...notice }) => notice);
    return HttpResponse.json({ notices, unreadCount: unread() });
  }),
  http.post(api('/notices/read'), async ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    const parsed = markNoticesReadSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    const now = new Date().toISOString();
    for (const notice of mine()) {
      if (notice.readAt === null && (parsed.data.all || parsed.data.ids?.includes(notice.id)))
        notice.readAt = now;
    }
    return HttpResponse.json({ unreadCount: unread() });
  }),
  http.get(api('/notices/preferences'), ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    return HttpResponse.json(noticeStore.preferencesOf(me()));
  }),
  http.put(api('/notices/preferences'), async ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    const parsed = noticePreferencesPatchSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    const current = noticeStore.preferencesOf(me());
    const next = structuredClone(current);
    for (const kind of ['change', 'scan', 'digest'] as const) {
      const sent = parsed.data[kind];
      if (sent?.email !== undefined) next[kind].email = sent.email;
      if (sent?.push !== undefined) next[kind].push = sent.push;
    }
    noticeStore.preferences.set(me(), next satisfies NoticePreferences);
    return HttpResponse.json(next);
  }),
  http.get(api('/notices/push/key'), ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    return HttpResponse.json({
      publicKey:
        'BPm6G6fRsw0RSKhkrTSTCjp2H2ZZiQ2vqyYAbsDwrMuXv1vQ4fLSOCdMgrGcqYfGdK8GnE5w1tFQp7Tj1yR0wcE',
    });
  }),
  http.post(api('/notices/push/subscriptions'), async ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    const parsed = pushSubscriptionBodySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    noticeStore.subscriptions.set(parsed.data.endpoint, me());
    return HttpResponse.json({ devices: 1 });
  }),
  http.post(api('/notices/push/subscriptions/remove'), async ({ request }) => {
    const denied = guard(request, 'notice.list');
    if (denied) return denied;
    const parsed = pushUnsubscribeBodySchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    noticeStore.subscriptions.delete(parsed.data.endpoint);
    return HttpResponse.json({ devices: 0 });
  }),
];

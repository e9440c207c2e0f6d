import type { FastifyPluginCallback } from 'fastify';
import { messageSchema, paginationQuerySchema } from '@contract/common';
import {
  followStateSchema,
  markNoticesReadAnswerSchema,
  markNoticesReadSchema,
  noticeListSchema,
  noticePreferencesPatchSchema,
  noticePreferencesSchema,
  pushKeySchema,
  pushSubscriptionAnswerSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@contract/notices';
import { patientIdParamsSchema } from '@contract/patients';
import { pageWindow, sendPage } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { patientErrors } from '../patients/patients.errors';
import {
  follow,
  isFollowing,
  listNotices,
  markRead,
  patientExists,
  unfollow,
} from './notices.service';
import {
  readPreferences,
  removeSubscription,
  saveSubscription,
  updatePreferences,
} from './delivery.service';

/** [ours] Issue 24: GET/PUT/DELETE /patients/:id/follow, under /api/v1/patients. */
export const followRoutes: FastifyPluginCallback = (app, _options, done) => {
  const description =
    'The signed-in member follows the patient: told (in the notification centre and by e-mail) when its record changes or a first responder opens its label. 404 for an unknown patient.';
  defineFollow('GET', 'Whether the member follows the patient [ours]');
  defineFollow('PUT', 'Follow a patient [ours]');
  defineFollow('DELETE', 'Stop following a patient [ours]');

  function defineFollow(method: 'GET' | 'PUT' | 'DELETE', summary: string) {
    defineRoute(app, {
      method,
      url: '/:id/follow',
      can: 'patient.follow',
      summary,
      description,
      params: patientIdParamsSchema,
      responses: { 200: followStateSchema, 404: messageSchema },
      handler: async ({ request, params, db, user, now }) => {
        if (!(await patientExists(db, params.id)))
          throw patientErrors.missing(String((request.params as { id: unknown }).id));
        if (method === 'PUT') await follow(db, params.id, user.id, now);
        if (method === 'DELETE') await unfollow(db, params.id, user.id);
        return { following: await isFollowing(db, params.id, user.id) };
      },
    });
  }
  done();
};

/** [ours] Issue 24: the notification centre, under /api/v1/notices. */
export const noticesRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'GET',
    url: '/',
    can: 'notice.list',
    summary: "The member's notices, newest first [ours]",
    description:
      'A notice names the patient by id, the sections changed and who acted, never a value of the record. `unreadCount` counts all unread notices, not only this page.',
    query: paginationQuerySchema,
    paginated: true,
    responses: { 200: noticeListSchema },
    handler: async ({ request, reply, query, db, user }) => {
      const window = pageWindow(query);
      const { items, total, unread } = await listNotices(db, user.id, window);
      const page = sendPage(request, reply, {
        items,
        total,
        window,
        query,
        keys: ['page', 'perPage'],
      });
      return { notices: page, unreadCount: unread };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/read',
    can: 'notice.list',
    summary: 'Mark notices read [ours]',
    description:
      '`{"ids": [...]}` marks those of the member\'s notices read (others\' ids are ignored); `{"all": true}` marks every one. Answers the unread count after.',
    body: markNoticesReadSchema,
    responses: { 200: markNoticesReadAnswerSchema },
    handler: async ({ body, db, user, now }) => ({
      unreadCount: await markRead(db, user.id, now, body),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/preferences',
    can: 'notice.list',
    summary: "The member's delivery choices [ours]",
    description:
      'For each kind (change, scan, digest): by e-mail and by Web Push. A member who never chose gets the defaults: e-mail on, push off.',
    responses: { 200: noticePreferencesSchema },
    handler: ({ db, user }) => readPreferences(db, user.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/preferences',
    can: 'notice.list',
    summary: "Change the member's delivery choices [ours]",
    description:
      'Any kind and channel, e.g. `{"scan": {"push": true}}`; what is left out stays as it was. Answers the choices after.',
    body: noticePreferencesPatchSchema,
    responses: { 200: noticePreferencesSchema },
    handler: ({ body, db, user, now }) => updatePreferences(db, user.id, body, now),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/push/key',
    can: 'notice.list',
    summary: "The server's VAPID public key, for subscribing a device [ours]",
    responses: { 200: pushKeySchema },
    handler: () => ({ publicKey: app.push.publicKey }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/push/subscriptions',
    can: 'notice.list',
    summary: "Save this device's push subscription [ours]",
    description:
      "The body is the browser's `PushSubscription.toJSON()`. One subscription per endpoint: saved again, its keys are replaced; saved by another member, it becomes theirs. Answers how many devices the member has.",
    body: pushSubscriptionBodySchema,
    responses: { 200: pushSubscriptionAnswerSchema },
    handler: async ({ body, db, user, now }) => ({
      devices: await saveSubscription(db, user.id, body, now),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/push/subscriptions/remove',
    can: 'notice.list',
    summary: "Remove this device's push subscription [ours]",
    description:
      '`{"endpoint": "https://…"}`: the member\'s subscription with that endpoint is removed (none is no error). Answers how many devices the member has left.',
    body: pushUnsubscribeBodySchema,
    responses: { 200: pushSubscriptionAnswerSchema },
    handler: async ({ body, db, user }) => ({
      devices: await removeSubscription(db, user.id, body.endpoint),
    }),
  });
  done();
};

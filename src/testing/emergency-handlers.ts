import { http, HttpResponse } from 'msw';
import {
  accessCodesAnswerSchema,
  accessCodesRequestSchema,
  ACCESS_GRANT_MINUTES,
  emergencyGrantAnswerSchema,
  emergencyGrantListSchema,
  emergencyGrantRequestSchema,
  emergencyGrantSchema,
  emergencyMessages,
  emergencySettingsSchema,
  grantReviewRequestSchema,
  rotatedCodeSchema,
} from '@contract/emergency-access';
import { db } from './db';
import { emergencyStore } from './emergency-store';
import { api, guard, invalid, message, readBody, respond } from './handler-utils';

/**
 * [ours] Issue 25: emergency access in the SPA's test network. A label's code is `TEST` plus
 * the first two characters of its id, upper-cased (the server derives it from its secret); the
 * grant's cookie is `emergencyStore.grantedPatientId`.
 */
export const testAccessCode = (patientId: string) => `TEST${patientId.slice(0, 2).toUpperCase()}`;

export const emergencyHandlers = [
  http.post(api('/emergency-access/grants'), async ({ request }) => {
    const parsed = emergencyGrantRequestSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const body = parsed.data;
    if (!emergencyStore.enabled) return message(emergencyMessages.off, 403);
    if (body.code !== testAccessCode(body.patientId) || !db.patients.has(body.patientId))
      return message(emergencyMessages.wrongCode, 403);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ACCESS_GRANT_MINUTES * 60_000).toISOString();
    emergencyStore.grantedPatientId = body.patientId;
    emergencyStore.grants.unshift({
      id: crypto.randomUUID(),
      patientId: body.patientId,
      name: body.name,
      agency: body.agency,
      badge: body.badge,
      reason: body.reason,
      createdAt: now.toISOString(),
      expiresAt,
      review: 'pending',
      reviewNote: null,
      reviewedAt: null,
    });
    return respond(emergencyGrantAnswerSchema, { patientId: body.patientId, expiresAt });
  }),
  http.get(api('/emergency-access/patients/:id'), ({ params }) => {
    const id = String(params.id);
    const patient = db.patients.get(id);
    if (emergencyStore.grantedPatientId !== id || !patient)
      return message(emergencyMessages.noGrant, 401);
    const grant = emergencyStore.grants.find((g) => g.patientId === id);
    return HttpResponse.json({ expiresAt: grant?.expiresAt, patient });
  }),
  http.get(api('/emergency-access/grants'), ({ request }) => {
    const denied = guard(request, 'emergency.manage');
    if (denied) return denied;
    return respond(emergencyGrantListSchema, { grants: emergencyStore.grants });
  }),
  http.patch(api('/emergency-access/grants/:id'), async ({ request, params }) => {
    const denied = guard(request, 'emergency.manage');
    if (denied) return denied;
    const parsed = grantReviewRequestSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const grant = emergencyStore.grants.find((g) => g.id === params.id);
    if (!grant) return message(emergencyMessages.grantMissing, 404);
    Object.assign(grant, {
      review: parsed.data.review,
      reviewNote: parsed.data.note ?? null,
      reviewedAt: new Date().toISOString(),
    });
    return respond(emergencyGrantSchema, grant);
  }),
  http.get(api('/emergency-access/settings'), ({ request }) => {
    const denied = guard(request, 'emergency.manage');
    if (denied) return denied;
    return respond(emergencySettingsSchema, { enabled: emergencyStore.enabled });
  }),
  http.put(api('/emergency-access/settings'), async ({ request }) => {
    const denied = guard(request, 'emergency.manage');
    if (denied) return denied;
    const parsed = emergencySettingsSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    emergencyStore.enabled = parsed.data.enabled;
    return respond(emergencySettingsSchema, parsed.data);
  }),
  http.post(api('/emergency-access/labels/:id/rotate'), ({ request, params }) => {
    const denied = guard(request, 'emergency.manage');
    if (denied) return denied;
    return respond(rotatedCodeSchema, { patientId: String(params.id), code: 'NEW7QX' });
  }),
  http.post(api('/emergency-access/codes'), async ({ request }) => {
    const denied = guard(request, 'label.print');
    if (denied) return denied;
    const parsed = accessCodesRequestSchema.safeParse(await readBody(request));
    if (!parsed.success) return invalid(parsed.error);
    const codes = Object.fromEntries(parsed.data.patientIds.map((id) => [id, testAccessCode(id)]));
    return respond(accessCodesAnswerSchema, { codes });
  }),
];

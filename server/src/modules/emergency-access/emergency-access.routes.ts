import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema, messageSchema } from '@contract/common';
import {
  ACCESS_GRANT_MINUTES,
  accessCodesAnswerSchema,
  accessCodesRequestSchema,
  EMERGENCY_GRANT_COOKIE,
  emergencyGrantAnswerSchema,
  emergencyGrantListSchema,
  emergencyGrantRequestSchema,
  emergencyGrantSchema,
  emergencyMessages,
  emergencySettingsSchema,
  grantReviewRequestSchema,
  rotatedCodeSchema,
} from '@contract/emergency-access';
import { patientIdParamsSchema } from '@contract/patients';
import { messageError, tooManyAttempts } from '../../lib/http-errors';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { defineRoute } from '../../lib/route';
import { testClockOffset } from '../../lib/test-clock';
import { recordAudit } from '../audit/audit.service';
import { fullPatientJson } from '../patients/patients.full-json';
import { patientErrors } from '../patients/patients.errors';
import { patients } from '../patients/patients.table';
import {
  accessCodeFor,
  codeVersions,
  currentCodes,
  emergencyAccessEnabled,
  grantTokenHash,
  listGrants,
  liveGrant,
  rotateCode,
  setEmergencyAccess,
  toGrant,
} from './emergency-access.service';
import { emergencyGrants } from './emergency-access.table';

/** Attempts per label: a six-character code must never meet unlimited guesses. */
export const LABEL_ATTEMPTS: RateLimitRule = {
  bucket: 'emergency:label',
  limit: 5,
  windowMs: 15 * 60_000,
};
/** Attempts per client address, across labels. */
export const ADDRESS_ATTEMPTS: RateLimitRule = {
  bucket: 'emergency:address',
  limit: 20,
  windowMs: 60 * 60_000,
};

const sameCode = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const grantIdParamsSchema = z.object({ id: idParamSchema() });

const grantViewSchema = z.object({
  expiresAt: z.string(),
  patient: z.unknown(),
});

/** [ours] Issue 25: emergency access, under /api/v1/emergency-access. */
export const emergencyAccessRoutes: FastifyPluginCallback = (app, _options, done) => {
  /**
   * The caps count every attempt before the code is checked (decision 008). The e2e rig's
   * RATE_LIMIT_MULTIPLIER=0 turns other limits off, never these: a short code needs them.
   */
  const multiplier = Math.max(1, app.config.rateLimitMultiplier);
  // Test rigs only (TEST_CLOCK_FILE): the e2e journey moves this module's clock, no other.
  const offset = testClockOffset(app.config.testClockFile);
  const shifted = (now: Date) => new Date(now.getTime() + offset());

  // Audit events carry the real time, never the moved clock: later journeys list them by time.
  const refuse = (request: FastifyRequest, clock: Date, patientId: string, reason: string) =>
    recordAudit(app.db, request, clock, {
      action: 'emergency.refuse',
      targetType: 'patient',
      targetId: patientId,
      details: { reason },
    });

  defineRoute(app, {
    method: 'POST',
    url: '/grants',
    access: 'public',
    summary: "Emergency access with a label's access code [ours]",
    description: `No account: name, agency, licence or badge number, reason and the label's access code. A right code sets the \`${EMERGENCY_GRANT_COOKIE}\` cookie: ${ACCESS_GRANT_MINUTES} minutes of read-only access to that one patient's responder view (GET /emergency-access/patients/:id), and nothing else. 403 for a wrong code, an unregistered label or when emergency access is off; 429 past ${LABEL_ATTEMPTS.limit} attempts per label in 15 minutes or ${ADDRESS_ATTEMPTS.limit} per address in an hour. Every grant and refusal is audited; admins are e-mailed.`,
    body: emergencyGrantRequestSchema,
    responses: { 200: emergencyGrantAnswerSchema, 403: messageSchema, 429: messageSchema },
    handler: async ({ request, reply, body, db, now: clock }) => {
      const now = shifted(clock);
      const patientId = body.patientId.toLowerCase();
      if (!(await emergencyAccessEnabled(db))) {
        await refuse(request, clock, patientId, 'off');
        throw messageError(403, emergencyMessages.off);
      }
      for (const [rule, key] of [
        [ADDRESS_ATTEMPTS, request.clientAddress || 'unknown'],
        [LABEL_ATTEMPTS, patientId],
      ] as const) {
        const hit = await hitRateLimit(db, rule, key, now, multiplier);
        if (!hit.allowed) {
          await refuse(request, clock, patientId, 'capped');
          throw tooManyAttempts(hit.retryAfterSeconds);
        }
      }
      const version = (await codeVersions(db, [patientId])).get(patientId) ?? 0;
      const expected = accessCodeFor(app.sessionSecret, patientId, version);
      const [patient] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (!sameCode(body.code, expected) || !patient) {
        await refuse(request, clock, patientId, patient ? 'code' : 'unknown');
        throw messageError(403, emergencyMessages.wrongCode);
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ACCESS_GRANT_MINUTES * 60_000);
      const [grant] = await db
        .insert(emergencyGrants)
        .values({
          patientId,
          tokenHash: grantTokenHash(app, token),
          name: body.name,
          agency: body.agency,
          badge: body.badge,
          reason: body.reason,
          clientAddress: request.clientAddress || null,
          createdAt: now,
          expiresAt,
        })
        .returning({ id: emergencyGrants.id });
      await recordAudit(db, request, clock, {
        action: 'emergency.grant',
        targetType: 'patient',
        targetId: patientId,
        details: { grantId: grant?.id, agency: body.agency },
      });
      // After the writes: every admin is told (one mail per admin, by the job queue).
      if (grant) await app.jobs.send('emergency-grant', { grantId: grant.id });
      reply.setCookie(EMERGENCY_GRANT_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.cookieSecure,
        maxAge: ACCESS_GRANT_MINUTES * 60,
      });
      return { patientId, expiresAt: expiresAt.toISOString() };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/patients/:id',
    access: 'public',
    summary: 'The responder view under an emergency grant [ours]',
    description: `The patient as GET /patients/:id answers it, for the \`${EMERGENCY_GRANT_COOKIE}\` cookie of a live grant for this patient (and only this one); each read is an \`emergency.view\` event. 401 without one, after its ${ACCESS_GRANT_MINUTES} minutes, or when emergency access is off.`,
    params: patientIdParamsSchema,
    responses: { 200: grantViewSchema, 401: messageSchema },
    handler: async ({ request, params, db, now: clock }) => {
      const now = shifted(clock);
      const token = request.cookies[EMERGENCY_GRANT_COOKIE];
      const grant = await liveGrant(app, token, params.id, now);
      if (!grant || !(await emergencyAccessEnabled(db))) {
        if (token) await refuse(request, clock, params.id.toLowerCase(), 'grant');
        throw messageError(401, emergencyMessages.noGrant);
      }
      const [row] = await db
        .select({ patient: fullPatientJson(app.config.collectPhi) })
        .from(patients)
        .where(eq(patients.id, grant.patientId));
      if (!row) throw messageError(401, emergencyMessages.noGrant);
      await recordAudit(db, request, clock, {
        action: 'emergency.view',
        targetType: 'patient',
        targetId: grant.patientId,
        details: { grantId: grant.id },
      });
      return { expiresAt: grant.expiresAt.toISOString(), patient: row.patient };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/grants',
    can: 'emergency.manage',
    summary: 'Emergency access grants, newest first [ours]',
    description:
      'Who (name, agency, badge), why, which label, when and until when; with the review.',
    responses: { 200: emergencyGrantListSchema },
    handler: async ({ db }) => ({ grants: await listGrants(db) }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/grants/:id',
    can: 'emergency.manage',
    summary: 'Review a grant: reviewed or flagged, with a note [ours]',
    params: grantIdParamsSchema,
    body: grantReviewRequestSchema,
    responses: { 200: emergencyGrantSchema, 404: messageSchema },
    handler: async ({ request, params, body, db, user, now }) => {
      const [row] = await db
        .update(emergencyGrants)
        .set({
          review: body.review,
          reviewNote: body.note || null,
          reviewedAt: now,
          reviewedById: user.id,
        })
        .where(eq(emergencyGrants.id, params.id))
        .returning();
      if (!row) throw messageError(404, emergencyMessages.grantMissing);
      await recordAudit(db, request, now, {
        action: 'emergency.review',
        actor: user,
        targetType: 'patient',
        targetId: row.patientId,
        details: { grantId: row.id, review: body.review },
      });
      return toGrant(row);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/settings',
    can: 'emergency.manage',
    summary: 'Whether emergency access is on for the deployment [ours]',
    responses: { 200: emergencySettingsSchema },
    handler: async ({ db }) => ({ enabled: await emergencyAccessEnabled(db) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/settings',
    can: 'emergency.manage',
    summary: 'Turn emergency access on or off for the deployment [ours]',
    description: 'Off: no new grant, and live grants stop opening the view.',
    body: emergencySettingsSchema,
    responses: { 200: emergencySettingsSchema },
    handler: async ({ request, body, db, user, now }) => {
      await setEmergencyAccess(db, body.enabled, now);
      await recordAudit(db, request, now, {
        action: 'emergency.settings',
        actor: user,
        details: { enabled: body.enabled },
      });
      return { enabled: body.enabled };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/labels/:id/rotate',
    can: 'emergency.manage',
    summary: 'A new access code for a label [ours]',
    description:
      'The printed label no longer opens with its old code: reprint it. Answers the new code.',
    params: patientIdParamsSchema,
    responses: { 200: rotatedCodeSchema, 404: messageSchema },
    handler: async ({ request, params, user, now }) => {
      const patientId = params.id.toLowerCase();
      const [patient] = await app.db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.id, patientId));
      if (!patient) throw patientErrors.missing(patientId);
      const code = await rotateCode(app, patientId, now);
      await recordAudit(app.db, request, now, {
        action: 'emergency.rotate',
        actor: user,
        targetType: 'patient',
        targetId: patientId,
      });
      return { patientId, code };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/codes',
    can: 'label.print',
    summary: 'The access codes of labels about to be printed [ours]',
    description: 'By label id (lower case): the code printed under each QR code.',
    body: accessCodesRequestSchema,
    responses: { 200: accessCodesAnswerSchema },
    handler: async ({ body }) => ({ codes: await currentCodes(app, body.patientIds) }),
  });
  done();
};

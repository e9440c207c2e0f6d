import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '@contract/common';
import {
  shareLinkCreatedSchema,
  shareLinkCreateSchema,
  shareLinkListSchema,
  shareLinkMessages,
  shareLinkParamsSchema,
  SHL_FILE_LOCATION_SECONDS,
  shlFileQuerySchema,
  shlManifestRequestSchema,
  shlManifestSchema,
  shlPasscodeErrorSchema,
  shlTokenParamsSchema,
} from '@contract/handoff';
import { patientIdParamsSchema } from '@contract/patients';
import { ApiError, messageError } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { recordAudit } from '../audit/audit.service';
import { patientErrors } from '../patients/patients.errors';
import {
  createShareLink,
  fileTicket,
  listActiveLinks,
  manifestUrl,
  openFile,
  openManifest,
  patientBundle,
  revokeLink,
} from './share-links.service';

/** The id as the caller sent it, for the 404 message (the parsed one is the same string). */
const rawId = (params: unknown) => String((params as { id: unknown }).id);

/** [ours] Issue 25: the patient's links and the FHIR export, under /api/v1/patients. */
export const handoffRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { collectPhi, baseUrl } = app.config;

  defineRoute(app, {
    method: 'GET',
    url: '/:id/fhir',
    can: 'patient.exportFhir',
    summary: "The patient's International Patient Summary as a FHIR R4 Bundle [ours]",
    description:
      'A `document` Bundle (Composition first; Patient, AllergyIntolerance, MedicationStatement, Condition, Consent), as an `application/fhir+json` download. With PHI collection off it carries no name, birth date, gender or contact. Writes the `patient.export_fhir` event.',
    params: patientIdParamsSchema,
    responses: {
      200: {
        description: 'FHIR Bundle',
        contentType: 'application/fhir+json',
        schema: z.string(),
      },
      404: messageSchema,
    },
    handler: async ({ request, reply, params, db, user, now }) => {
      const bundle = await patientBundle(db, params.id, collectPhi, now);
      if (!bundle) throw patientErrors.missing(rawId(request.params));
      await recordAudit(db, request, now, {
        action: 'patient.export_fhir',
        actor: user,
        targetType: 'patient',
        targetId: params.id,
      });
      reply
        .type('application/fhir+json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="patient-${params.id}.fhir.json"`);
      return JSON.stringify(bundle);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/:id/share-links',
    can: 'patient.share',
    summary: 'Share the patient with a hospital: a SMART Health Link [ours]',
    description:
      'Builds the IPS Bundle, encrypts it (JWE, dir + A256GCM) under a fresh key and answers the `shlink:/` link (flag P), the viewer URL and a six-digit passcode: the only time they are shown. Expires in `expiresInHours` (1–24, default 24). Writes `share_link.create`.',
    params: patientIdParamsSchema,
    body: shareLinkCreateSchema,
    responses: { 201: shareLinkCreatedSchema, 404: messageSchema },
    handler: async ({ request, reply, params, body, db, user, now }) => {
      const bundle = await patientBundle(db, params.id, collectPhi, now);
      if (!bundle) throw patientErrors.missing(rawId(request.params));
      const created = await createShareLink(db, {
        patientId: params.id,
        bundle,
        userId: user.id,
        now,
        expiresInHours: body.expiresInHours,
        secret: app.sessionSecret,
        baseUrl,
      });
      await recordAudit(db, request, now, {
        action: 'share_link.create',
        actor: user,
        targetType: 'patient',
        targetId: params.id,
        details: { linkId: created.id, expiresAt: created.expiresAt },
      });
      reply.status(201);
      return created;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:id/share-links',
    can: 'patient.share',
    summary: "The patient's active SMART Health Links [ours]",
    description:
      'Not revoked, not expired, not locked by wrong passcodes; newest first. Never the link or passcode.',
    params: patientIdParamsSchema,
    responses: { 200: shareLinkListSchema },
    handler: async ({ params, db, now }) => ({ links: await listActiveLinks(db, params.id, now) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/:id/share-links/:linkId',
    can: 'patient.share',
    summary: 'Revoke a SMART Health Link [ours]',
    description:
      'The link answers 404 from now on, and its encrypted summary is deleted. Writes `share_link.revoke`.',
    params: shareLinkParamsSchema,
    responses: { 200: messageSchema, 404: messageSchema },
    handler: async ({ request, params, db, user, now }) => {
      if (!(await revokeLink(db, params.id, params.linkId, now)))
        throw messageError(404, shareLinkMessages.missing);
      await recordAudit(db, request, now, {
        action: 'share_link.revoke',
        actor: user,
        targetType: 'patient',
        targetId: params.id,
        details: { linkId: params.linkId },
      });
      return { message: 'Link revoked' };
    },
  });
  done();
};

/** [ours] Issue 25: the SHL manifest, public, under /api/v1/shl. */
export const shlRoutes: FastifyPluginCallback = (app, _options, done) => {
  defineRoute(app, {
    method: 'POST',
    url: '/:token',
    access: 'public',
    summary: 'SMART Health Link manifest [ours]',
    description:
      "The SHL specification's manifest request: `recipient`, `passcode` (the link has flag P), `embeddedLengthMax`. Answers the encrypted summary embedded, or, when it is longer than `embeddedLengthMax`, a `location` to GET it from within an hour. 401 with `remainingAttempts` for a wrong passcode; after 5 the link is dead. 404 for a revoked, expired or unknown link. Every fetch and refusal is audited.",
    params: shlTokenParamsSchema,
    body: shlManifestRequestSchema,
    rateLimit: { bucket: 'shl-manifest:address', limit: 30, windowMs: 60_000 },
    responses: { 200: shlManifestSchema, 401: shlPasscodeErrorSchema, 404: messageSchema },
    handler: async ({ request, reply, params, body, db, now }) => {
      const outcome = await openManifest(db, {
        token: params.token,
        passcode: body.passcode,
        now,
        secret: app.sessionSecret,
      });
      if (outcome.kind === 'missing') throw messageError(404, shareLinkMessages.missing);
      const target = { targetType: 'patient' as const, targetId: outcome.link.patientId };
      const recipient = body.recipient.slice(0, 200);
      if (outcome.kind !== 'ok') {
        const reason = outcome.kind === 'wrongPasscode' ? 'wrong_passcode' : outcome.reason;
        await recordAudit(db, request, now, {
          action: 'share_link.fetch_denied',
          ...target,
          details: { linkId: outcome.link.id, reason, recipient },
        });
        if (outcome.kind === 'wrongPasscode')
          throw new ApiError(401, {
            message: shareLinkMessages.wrongPasscode,
            remainingAttempts: outcome.remainingAttempts,
          });
        throw messageError(404, shareLinkMessages.missing);
      }
      await recordAudit(db, request, now, {
        action: 'share_link.fetch',
        ...target,
        details: { linkId: outcome.link.id, recipient },
      });
      reply.header('Cache-Control', 'no-store');
      const { jwe } = outcome.link;
      if (body.embeddedLengthMax !== undefined && jwe.length > body.embeddedLengthMax) {
        const ticket = fileTicket(app.sessionSecret, outcome.link.id, now);
        const location = `${manifestUrl(app.config.baseUrl, params.token)}/file?ticket=${ticket}`;
        return { files: [{ contentType: 'application/fhir+json', location }] };
      }
      return { files: [{ contentType: 'application/fhir+json', embedded: jwe }] };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/:token/file',
    access: 'public',
    summary: "A SMART Health Link manifest's location [ours]",
    description: `The encrypted summary (compact JWE) that a manifest named by \`location\` instead of embedding it: for ${SHL_FILE_LOCATION_SECONDS / 60} minutes after that manifest, while the link is live. 404 otherwise. Audited as a fetch.`,
    params: shlTokenParamsSchema,
    query: shlFileQuerySchema,
    rateLimit: { bucket: 'shl-manifest:address', limit: 30, windowMs: 60_000 },
    responses: {
      200: { description: 'The compact JWE', contentType: 'application/jose', schema: z.string() },
      404: messageSchema,
    },
    handler: async ({ request, reply, params, query, db, now }) => {
      const link = await openFile(db, {
        token: params.token,
        ticket: query.ticket,
        now,
        secret: app.sessionSecret,
      });
      if (!link) throw messageError(404, shareLinkMessages.missing);
      await recordAudit(db, request, now, {
        action: 'share_link.fetch',
        targetType: 'patient',
        targetId: link.patientId,
        details: { linkId: link.id, file: true },
      });
      return reply.header('Cache-Control', 'no-store').type('application/jose').send(link.jwe);
    },
  });
  done();
};

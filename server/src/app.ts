import type { Agent } from 'node:https';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openConfiguredDatabase, type Database } from './db/client';
import { takeArrivalTicket, withArrivalTicket } from './db/arrival-order';
import { migrateDatabase } from './db/migrate';
import { resolveSessionSecret } from './db/session-secret';
import { loggerOptions, registerRequestLog } from './lib/logger';
import { RouteRegistry } from './lib/route-registry';
import { trustProxyOption } from './lib/trust-proxy';
import { auditRoutes } from './modules/audit/audit.routes';
import { programRoutes } from './modules/program/program.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalogs/catalogs.routes';
import { seedShippedCatalogs } from './modules/catalogs/catalogs.seed';
import { hospitalsRoutes } from './modules/hospitals/hospitals.routes';
import { labelPageRoutes } from './modules/label-page/label-page.routes';
import type { LabelPageRenderer } from './modules/label-page/label-page.render';
import { loginPageRoutes } from './modules/login-page/login-page.routes';
import type { LoginPageRenderer } from './modules/login-page/login-page.render';
import { labelsRoutes, labelStatsRoutes } from './modules/labels/labels.routes';
import { mfaLoginRoutes, mfaUserRoutes } from './modules/mfa/mfa.routes';
import { npiRoutes } from './modules/npi/npi.routes';
import { patientsRoutes } from './modules/patients/patients.routes';
import { physiciansRoutes } from './modules/physicians/physicians.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { handoffRoutes, shlRoutes } from './modules/handoff/handoff.routes';
import { invitesRoutes } from './modules/invites/invites.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { licencesRoutes } from './modules/licences/licences.routes';
import { createLicenceVerifier } from './modules/licences/licences.service';
import { createJobQueue, disabledJobQueue, type JobQueueOptions } from './modules/jobs/jobs';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { registerNoticeJobs } from './modules/notices/notices.jobs';
import { digestSchedule, registerDigestJobs } from './modules/notices/digest.jobs';
import {
  reviewSettingsRoutes,
  verificationRoutes,
} from './modules/verification/verification.routes';
import { createPushSender } from './modules/notices/push';
import { resolveVapidKeys, vapidKeysFile } from './modules/notices/vapid-keys';
import { emergencyAccessRoutes } from './modules/emergency-access/emergency-access.routes';
import { registerEmergencyJobs } from './modules/emergency-access/emergency-access.service';
import { followRoutes, noticesRoutes } from './modules/notices/notices.routes';
import { passwordRoutes } from './modules/password/password.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerBodyParsing, BODY_LIMIT } from './plugins/body';
import { registerErrorHandler, sendError } from './plugins/errors';
import { openApiRoutes } from './plugins/openapi';
import { envScript, registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { spaIndexReader } from './plugins/spa-index';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database. Without it, the configured one is opened, migrated, and closed with the app. */
  db?: Database;
  /** The clock; tests pass a controllable one. */
  now?: () => Date;
  /** Fastify logger options; default: the config's LOG_LEVEL with redaction. */
  logger?: FastifyServerOptions['logger'];
  /** Check each response against its declared schema (on in tests). */
  checkResponses?: boolean;
  /** The mail transport; default: SMTP when configured, else the dev outbox. */
  mailer?: Mailer;
  /** The server render of label pages; default: the build's, when it has one (modules/label-page). */
  labelPage?: LabelPageRenderer | null;
  /** The server render of /login; default: the build's, when it has one (modules/login-page). */
  loginPage?: LoginPageRenderer | null;
  /**
   * The durable job queue (modules/jobs): its settings, or off (nothing stored, nothing sent:
   * the default when a database is given, as in most tests). server.ts runs it with workers.
   */
  jobs?: Omit<JobQueueOptions, 'db' | 'log'> | false;
  /** Tests: the agent Web Push sends through (one trusting a local push service's certificate). */
  pushAgent?: Agent;
}

/** Builds the whole application. It never listens: server.ts does, tests use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const envScriptText = envScript(config.viteEnv);
  const applySecurityHeaders = securityHeaders(envScriptText);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // One line per request instead of two, from registerRequestLog.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Above any URL Node accepts (16 KiB of headers), so the router never answers 414 for a
      // long path segment: validation decides, and an over-long id is the same 422 as a bad one.
      maxParamLength: 16_384,
    },
    return503OnClosing: true,
    // Errors raised before routing (e.g. a malformed URL) leave in API.md's shapes too, with
    // the headers the onSend hook would have set.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      void sendError(error, request, reply);
    },
  });

  // Each request takes its arrival ticket first, so its statements on embedded PGlite go before
  // those of later requests (db/arrival-order.ts). Reading a body leaves the async context, so
  // the ticket is entered again before the handler.
  app.decorateRequest('arrivalTicket', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrivalTicket = takeArrivalTicket();
    withArrivalTicket(request.arrivalTicket, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    withArrivalTicket(request.arrivalTicket, done);
  });

  let db = options.db;
  if (!db) {
    const handle = await openConfiguredDatabase(config);
    await migrateDatabase(handle);
    await seedShippedCatalogs(handle.db);
    app.addHook('onClose', () => handle.close());
    db = handle.db;
  }

  const { secret: sessionSecret, warning } = await resolveSessionSecret(db, config);
  if (warning) app.log.warn(warning);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('sessionSecret', sessionSecret);
  app.decorate('routeRegistry', new RouteRegistry());
  app.decorate('checkResponses', options.checkResponses ?? false);
  const mailer = options.mailer ?? createMailer({ config, log: app.log, now: () => app.now() });
  app.decorate('mailer', mailer);
  app.addHook('onClose', (_instance, done) => {
    mailer.close();
    done();
  });
  app.decorate('licenceVerifier', createLicenceVerifier(config, db));
  const vapid = await resolveVapidKeys(db, config);
  if (vapid.warning) app.log.warn(vapid.warning);
  if (vapid.generated)
    app.log.warn(
      `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset: generated a pair in ${vapidKeysFile(config.dataDir)}. Keep it with the server (every server the same), out of backups.`,
    );
  app.decorate(
    'push',
    createPushSender({ keys: vapid.keys, subject: config.vapid.subject, agent: options.pushAgent }),
  );
  const jobSettings = options.jobs ?? (options.db ? false : { work: true });
  const jobs = jobSettings
    ? createJobQueue({
        schedules: digestSchedule(config.digest),
        ...jobSettings,
        db,
        log: app.log,
      })
    : disabledJobQueue();
  app.decorate('jobs', jobs);
  registerNoticeJobs(app, jobs);
  registerDigestJobs(app, jobs);
  registerEmergencyJobs(app, jobs);
  // Closed before the database (hooks run last-registered first; server.ts closes its database
  // after app.close()): jobs under way finish, none is taken after.
  app.addHook('onClose', () => jobs.stop());
  app.decorateRequest('validated', null);

  registerErrorHandler(app);
  registerRequestLog(app);
  registerBodyParsing(app);
  registerSecurityHeaders(app, envScriptText);
  await registerSessions(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(openApiRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(passwordRoutes, { prefix: '/api/v1/auth' });
  await app.register(usersRoutes, { prefix: '/api/v1/users' });
  await app.register(mfaLoginRoutes, { prefix: '/api/v1/auth' });
  await app.register(mfaUserRoutes, { prefix: '/api/v1/users' });
  await app.register(registrationRoutes, { prefix: '/api/v1/users' });
  await app.register(sessionsRoutes, { prefix: '/api/v1/users' });
  await app.register(invitesRoutes, { prefix: '/api/v1/invites' });
  await app.register(licencesRoutes, { prefix: '/api/v1/licenses' });
  await app.register(contactRoutes, { prefix: '/api/v1/contact' });
  await app.register(npiRoutes, { prefix: '/api/v1/npi' });
  await app.register(patientsRoutes, { prefix: '/api/v1/patients' });
  await app.register(labelsRoutes, { prefix: '/api/v1/patients' });
  await app.register(documentsRoutes, { prefix: '/api/v1/patients' });
  await app.register(handoffRoutes, { prefix: '/api/v1/patients' });
  await app.register(shlRoutes, { prefix: '/api/v1/shl' });
  await app.register(labelStatsRoutes, { prefix: '/api/v1/labels' });
  await app.register(physiciansRoutes, { prefix: '/api/v1/physicians' });
  await app.register(hospitalsRoutes, { prefix: '/api/v1/hospitals' });
  await app.register(catalogRoutes('allergies'), { prefix: '/api/v1/allergies' });
  await app.register(catalogRoutes('conditions'), { prefix: '/api/v1/conditions' });
  await app.register(catalogRoutes('medications'), { prefix: '/api/v1/medications' });
  await app.register(auditRoutes, { prefix: '/api/v1/audit' });
  await app.register(programRoutes, { prefix: '/api/v1/program' });
  await app.register(followRoutes, { prefix: '/api/v1/patients' });
  await app.register(noticesRoutes, { prefix: '/api/v1/notices' });
  await app.register(verificationRoutes, { prefix: '/api/v1/patients' });
  await app.register(reviewSettingsRoutes, { prefix: '/api/v1/settings' });
  await app.register(emergencyAccessRoutes, { prefix: '/api/v1/emergency-access' });

  // The pages: the label page, the login page, then the built SPA (assets, and index.html for
  // every other page).
  const readIndex = spaIndexReader(app, envScriptText);
  await app.register(labelPageRoutes, { readIndex, renderer: options.labelPage });
  await app.register(loginPageRoutes, { readIndex, renderer: options.loginPage });
  await registerStatic(app, readIndex);
  await jobs.start();
  return app;
}

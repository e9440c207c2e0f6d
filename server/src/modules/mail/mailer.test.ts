import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { testConfig } from '../../testing/test-app';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { renderMail, type TemplateName } from './mail.templates';
import { createMailer, MailSendError, type MailRecipient } from './mailer';
import { formatOutbox, readOutbox } from './outbox';

const NOW = new Date('2026-02-03T04:05:06.789Z');
const TOKEN = '0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11';
const recipient: MailRecipient = {
  firstName: 'Jane',
  middleName: null,
  lastName: 'Doe',
  email: 'jane@example.org',
};

/** A logger that keeps what it was given, to check that no token is ever logged. */
function recordingLogger() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => {
    lines.push(args);
  };
  const logger = {
    info: record,
    error: record,
    warn: record,
    debug: record,
    trace: record,
    fatal: record,
    child: () => logger,
    level: 'info',
    silent: record,
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('the templates', () => {
  const cases: Array<[TemplateName, Parameters<typeof renderMail>[1], string, string]> = [
    [
      'verify',
      { firstName: 'Jane', token: TOKEN },
      'Please verify your email with Lifeline',
      `https://app.example/verify/${TOKEN}`,
    ],
    [
      'invite',
      {
        firstName: null,
        role: 'FIRST_RESPONDER',
        expiresAt: new Date('2026-02-10T04:05:06.789Z'),
        inviteId: TOKEN,
      },
      'Your invitation to Lifeline',
      `https://app.example/register/${TOKEN}`,
    ],
    [
      'passwordReset',
      { firstName: 'Jane', token: TOKEN },
      'Reset your password for your Lifeline account',
      `https://app.example/password/${TOKEN}`,
    ],
    [
      'passwordResetSuccess',
      { firstName: 'Jane', changedAt: NOW },
      'Your Lifeline password has been changed',
      'https://app.example/login',
    ],
    [
      'accountChanged',
      { firstName: 'Jane', changes: ['email', 'mfaDisabled'], changedAt: NOW },
      'Your Lifeline account has changed',
      'https://app.example/password/forgot',
    ],
  ];

  it.each(cases)(
    '%s has its subject, both parts, its link and the shared layout',
    (template, data, subject, link) => {
      const mail = renderMail(template, data as never, 'https://app.example', NOW);
      expect(mail.subject).toBe(subject);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(link);
        expect(part).toContain('The Lifeline Team');
        expect(part).toContain('Copyright © 2026');
        expect(part).not.toMatch(/SF Life ?Line|San Francisco/i);
      }
      expect(mail.html).toContain('href="https://app.example"');
    },
  );

  it('the review digest: counts and Due for review for staff, short ids and links for a follower, in every language', () => {
    const ids = Array.from(
      { length: 22 },
      (_, i) => `${String(i).padStart(8, '0')}-7d6e-4c44-9a37-3f1f2e0d6c11`,
    );
    const data = {
      firstName: 'Jane',
      day: '2026-03-10',
      staff: { becameDue: 3, due: 41 },
      followed: { count: 22, patientIds: ids.slice(0, 20) },
    };
    const english = renderMail('reviewDigest', data, 'https://app.example', NOW);
    expect(english.subject).toBe('Records due for review');
    expect(english.text).toContain('3 records became due for review on March 9, 2026.');
    expect(english.text).toContain('41 records are due for review in all.');
    expect(english.text).toContain(
      '22 patients you follow became due for review on March 9, 2026:',
    );
    expect(english.text).toContain('• Patient 00000019…: https://app.example/patients/' + ids[19]);
    expect(english.text).not.toContain(ids[20]!);
    expect(english.text).toContain('and 2 more.');
    expect(english.html).toContain(
      `<a href="https://app.example/patients/${ids[0]}">Patient 00000000…</a>`,
    );
    for (const language of UI_LANGUAGES) {
      const mail = renderMail('reviewDigest', data, 'https://app.example', NOW, language);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('https://app.example/due-for-review');
        expect(part).toContain(`https://app.example/patients/${ids[0]}`);
        expect(part).not.toMatch(/\{\{/);
      }
    }
    const russian = renderMail(
      'reviewDigest',
      { ...data, staff: { becameDue: 1, due: 5 }, followed: null },
      'https://app.example',
      NOW,
      'ru',
    );
    expect(russian.text).toContain('1 записи');
    expect(russian.text).toContain('Всего проверить нужно 5 записей.');
    expect(russian.text).not.toContain('/patients/');
  });

  it('names the role and the expiry date in the invite, and greets by first name if known', () => {
    const mail = renderMail(
      'invite',
      {
        firstName: 'Ann',
        role: 'VOLUNTEER',
        expiresAt: new Date('2026-02-10T00:00:00Z'),
        inviteId: TOKEN,
      },
      'https://app.example',
      NOW,
    );
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('as a Volunteer');
    expect(mail.text).toContain('February 10, 2026');
  });

  it('escapes names in the HTML part', () => {
    const mail = renderMail(
      'verify',
      { firstName: '<b>Eve</b>', token: TOKEN },
      'https://a.example',
      NOW,
    );
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
  });
});

describe('the dev outbox', () => {
  it('writes each message to DATA_DIR/outbox/<timestamp>-<template>.eml and logs only path and subject', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-outbox-'));
    const config = testConfig({ DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000' });
    const { logger, lines } = recordingLogger();
    const mailer = createMailer({ config, log: logger, now: () => NOW });
    expect(mailer.kind).toBe('outbox');
    await mailer.send('verify', recipient, { firstName: 'Jane', token: TOKEN });
    await mailer.send('verify', recipient, { firstName: 'Jane', token: TOKEN });

    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toEqual([
      '2026-02-03T04-05-06-789Z-verify-1.eml',
      '2026-02-03T04-05-06-789Z-verify.eml',
    ]);
    const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', files[1] ?? '')));
    expect(parsed.subject).toBe('Please verify your email with Lifeline');
    expect(parsed.from?.value[0]).toEqual({ name: 'Lifeline', address: 'no-reply@localhost' });
    expect((Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]).toEqual({
      name: 'Jane Doe',
      address: 'jane@example.org',
    });
    expect(parsed.text).toContain(`http://localhost:3000/verify/${TOKEN}`);
    expect(parsed.html).toContain('Verify Email');

    expect(lines).toHaveLength(2);
    expect(lines[0]?.[0]).toEqual({
      path: join(dataDir, 'outbox', '2026-02-03T04-05-06-789Z-verify.eml'),
      subject: 'Please verify your email with Lifeline',
    });
    expect(JSON.stringify(lines)).not.toContain(TOKEN);

    const entries = await readOutbox(dataDir, 1);
    expect(entries).toEqual([
      {
        file: join(dataDir, 'outbox', '2026-02-03T04-05-06-789Z-verify.eml'),
        time: expect.any(Date) as Date,
        to: '"Jane Doe" <jane@example.org>',
        subject: 'Please verify your email with Lifeline',
        links: [`http://localhost:3000/verify/${TOKEN}`, 'http://localhost:3000'],
      },
    ]);
    const listing = formatOutbox(entries, join(dataDir, 'outbox'));
    expect(listing).toContain('Please verify your email with Lifeline');
    expect(listing).toContain(`  link: http://localhost:3000/verify/${TOKEN}`);
    expect(formatOutbox([], '/x/outbox')).toBe('The dev outbox is empty (/x/outbox).\n');
    expect(await readOutbox(mkdtempSync(join(tmpdir(), 'lifeline-empty-')), 5)).toEqual([]);
  });

  it('keeps its messages and their folder readable by the owner only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lifeline-outbox-'));
    // A folder left readable by an earlier version is tightened too.
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o755 });
    const config = testConfig({ DATA_DIR: dataDir });
    const mailer = createMailer({ config, log: recordingLogger().logger, now: () => NOW });
    await mailer.send('verify', recipient, { firstName: 'Jane', token: TOKEN });
    const folder = join(dataDir, 'outbox');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(folder))
      expect(statSync(join(folder, file)).mode & 0o777).toBe(0o600);
  });
});

describe('SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  const smtpMailer = (timeoutMs?: number, log = recordingLogger().logger) =>
    createMailer({
      config: testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Lifeline Test <test@lifeline.test>' }),
      log,
      now: () => NOW,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('sends through the configured server', async () => {
    sink.mode = 'accept';
    const mailer = smtpMailer();
    expect(mailer.kind).toBe('smtp');
    await mailer.send('passwordResetSuccess', recipient, { firstName: 'Jane', changedAt: NOW });
    const mail = sink.lastTo('jane@example.org');
    expect(mail.subject).toBe('Your Lifeline password has been changed');
    expect(mail.parsed.from?.text).toBe('"Lifeline Test" <test@lifeline.test>');
    mailer.close();
  });

  it('fails when the server refuses the message, logging its codes but not the address', async () => {
    sink.mode = 'reject';
    const { logger, lines } = recordingLogger();
    const mailer = smtpMailer(undefined, logger);
    await expect(
      mailer.send('verify', recipient, { firstName: 'Jane', token: TOKEN }),
    ).rejects.toBeInstanceOf(MailSendError);
    expect(lines).toEqual([
      [{ template: 'verify', code: 'EMESSAGE', responseCode: 550 }, 'mail could not be sent'],
    ]);
    expect(JSON.stringify(lines)).not.toContain(recipient.email);
    mailer.close();
  });

  it('fails when the server takes longer than the timeout (15 s in production)', async () => {
    sink.mode = 'hang';
    const mailer = smtpMailer(300);
    const started = Date.now();
    await expect(
      mailer.send('passwordResetSuccess', recipient, { firstName: 'Jane', changedAt: NOW }),
    ).rejects.toBeInstanceOf(MailSendError);
    expect(Date.now() - started).toBeLessThan(5_000);
    mailer.close();
    sink.mode = 'accept';
  });

  it('fails when no server listens', async () => {
    const mailer = createMailer({
      config: testConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' }),
      log: recordingLogger().logger,
      now: () => NOW,
    });
    await expect(
      mailer.send('passwordResetSuccess', recipient, { firstName: 'Jane', changedAt: NOW }),
    ).rejects.toBeInstanceOf(MailSendError);
    mailer.close();
  });
});

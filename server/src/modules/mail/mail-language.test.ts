import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@contract/ui-languages';
import { registerCleanup } from '../../testing/cleanup';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { licenses } from '../licences/licences.table';
import { users } from '../users/users.table';
import { mailLanguage, requestLanguage } from './mail-language';
import { emailResources, type EmailTexts } from './mail.i18n';
import { renderMail } from './mail.templates';

const NOW = new Date('2026-02-03T04:05:06.789Z');
const TOKEN = '0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11';
const BASE = 'https://app.example';

const request = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
  headers,
  cookies,
});

describe('the language of a mail', () => {
  it('is the member’s choice, else the lng cookie, else Accept-Language, else English', () => {
    const browser = request({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(mailLanguage(browser, { uiLanguage: 'ru' })).toBe('ru');
    expect(mailLanguage(browser, { uiLanguage: null })).toBe('es');
    expect(mailLanguage(browser)).toBe('es');
    expect(requestLanguage(request({ 'accept-language': 'es' }, { lng: 'zh-Hant' }))).toBe(
      'zh-Hant',
    );
    expect(requestLanguage(request({ 'accept-language': 'zh-HK' }, { lng: 'xx' }))).toBe('zh-Hant');
    expect(requestLanguage(request({ 'accept-language': 'de-DE,fr' }))).toBe('en');
    expect(requestLanguage(request())).toBe('en');
  });
});

/** Leaf keys with their text, plural suffixes kept. */
function leaves(texts: EmailTexts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('email.json in every language', () => {
  const resources = emailResources();
  const english = leaves(resources.en ?? {});

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English text (plural forms its language needs), same placeholders, no extra key',
    (language) => {
      const texts = leaves(resources[language] ?? {});
      const bases = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
      for (const [key, text] of texts) {
        const base = key.replace(PLURAL, '');
        expect(bases.has(base), `${language}: ${key} is not an English key`).toBe(true);
        const source = english.get(key) ?? english.get(`${base}_other`) ?? '';
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(source));
      }
      for (const key of english.keys()) {
        if (!PLURAL.test(key)) {
          expect(texts.has(key), `${language}: ${key} missing`).toBe(true);
          continue;
        }
        const base = key.replace(PLURAL, '');
        const forms = new Intl.PluralRules(language === 'tl' ? 'fil' : language)
          .resolvedOptions()
          .pluralCategories.filter((form) => !(language === 'es' && form === 'many'));
        for (const form of forms)
          expect(texts.has(`${base}_${form}`), `${language}: ${base}_${form} missing`).toBe(true);
      }
    },
  );
});

describe('a mail in another language', () => {
  it('is Russian throughout for a Russian reader: subject, body, html lang, dates', () => {
    const reset = renderMail('passwordReset', { firstName: 'Ivan', token: TOKEN }, BASE, NOW, 'ru');
    expect(reset.subject).toBe('Сброс пароля учётной записи Lifeline');
    expect(reset.text).toContain('Здравствуйте, Ivan!');
    expect(reset.text).toContain(`Сбросить пароль: ${BASE}/password/${TOKEN}`);
    expect(reset.text).toContain('Ссылка действует 30 минут.');
    expect(reset.text).toContain('Команда Lifeline');
    expect(reset.html).toContain('<html lang="ru">');
    expect(reset.html).toContain('Если кнопка не работает');
    expect(reset.text).not.toMatch(/password of your|Thank you|Hello/);

    const invite = renderMail(
      'invite',
      {
        firstName: null,
        role: 'VOLUNTEER',
        expiresAt: new Date('2026-02-10T00:00:00Z'),
        inviteId: TOKEN,
      },
      BASE,
      NOW,
      'ru',
    );
    expect(invite.text).toContain('с ролью «Волонтёр»');
    expect(invite.text).toContain('7 дней, до 10 февраля 2026 г.');
  });

  it('writes dates and roles the reader’s way in each language', () => {
    const data = {
      firstName: 'Ana',
      role: 'FIRST_RESPONDER' as const,
      expiresAt: new Date('2026-02-10T00:00:00Z'),
      inviteId: TOKEN,
    };
    expect(renderMail('invite', data, BASE, NOW, 'es').text).toContain('como socorrista.');
    expect(renderMail('invite', data, BASE, NOW, 'es').text).toContain(
      'vence el 10 de febrero de 2026',
    );
    expect(renderMail('invite', data, BASE, NOW, 'zh-Hant').text).toContain('2026年2月10日');
    expect(renderMail('invite', data, BASE, NOW, 'zh-Hant').html).toContain(
      '<html lang="zh-Hant">',
    );
    expect(renderMail('invite', data, BASE, NOW, 'tl').text).toContain('Pebrero 10, 2026');
  });

  it('takes a text the language lacks from English, key by key', () => {
    const resources = { ...emailResources(), ru: { verify: { subject: 'Только тема' } } };
    const mail = renderMail(
      'verify',
      { firstName: 'Jane', token: TOKEN },
      BASE,
      NOW,
      'ru',
      resources,
    );
    expect(mail.subject).toBe('Только тема');
    expect(mail.text).toContain('Thank you for signing up for Lifeline as a responder.');
    expect(mail.html).toContain('<html lang="ru">');
  });

  it('leaves English as it was', () => {
    const mail = renderMail('passwordReset', { firstName: 'Jane', token: TOKEN }, BASE, NOW);
    expect(mail.text).toContain('This link expires in 30 minutes.');
    expect(mail.html).toContain('<html lang="en">');
    expect(
      renderMail('passwordReset', { firstName: 'Jane', token: TOKEN }, BASE, NOW, 'en'),
    ).toEqual(mail);
  });
});

describe('mails sent by the API', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let ipCounter = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    registerCleanup(() => sink.close());
    t = await createTestApp({ env: { SMTP_URL: sink.url, BASE_URL: BASE } });
  });
  beforeEach(() => {
    sink.mode = 'accept';
  });

  it('writes the reset mail in the member’s uiLanguage, over the browser’s', async () => {
    const member = await t.createUser({ role: 'VOLUNTEER', firstName: 'Olga' });
    await t.db.update(users).set({ uiLanguage: 'ru' }).where(eq(users.id, member.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      remoteAddress: `10.9.0.${++ipCounter}`,
      headers: { 'accept-language': 'es' },
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = sink.lastTo(member.email);
    expect(mail.subject).toBe('Сброс пароля учётной записи Lifeline');
    expect(mail.text).toContain('Мы получили запрос на сброс пароля');
  });

  it('writes the verify mail of a registration in the request’s Accept-Language', async () => {
    await t.db.insert(licenses).values({
      licenseNumber: 'LANG0001',
      name: 'Reyes, Ana',
      licenseType: 'EMT',
      status: 'Active',
    });
    const email = 'ana.reyes@example.org';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      remoteAddress: `10.9.0.${++ipCounter}`,
      headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' },
      payload: {
        firstName: 'Ana',
        lastName: 'Reyes',
        email,
        password: 'Sign-up-pass-1',
        licenseNumber: 'LANG0001',
      },
    });
    expect(response.statusCode).toBe(201);
    const mail = sink.lastTo(email);
    expect(mail.subject).toBe('Verifique su correo electrónico en Lifeline');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('writes an invite in the inviting request’s language (the lng cookie)', async () => {
    const { cookie } = await t.loginAs('ADMIN');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invites',
      remoteAddress: `10.9.0.${++ipCounter}`,
      headers: { cookie: `${cookie}; lng=zh-Hant`, 'accept-language': 'en' },
      payload: { recipients: 'Wong Mei <mei.wong@example.org>', role: 'STAFF' },
    });
    expect(response.statusCode).toBe(201);
    const mail = sink.lastTo('mei.wong@example.org');
    expect(mail.subject).toBe('你獲邀加入 Lifeline');
    expect(mail.text).toContain('你已獲邀以職員身分加入 Lifeline。');
  });
});

import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, loadDateLocale } from '@/lib/dates';
import { server } from '@/testing/server';
import { chooseLanguage, createI18n } from './index';
import { browserUiLanguage, NAMESPACES, TRANSLATION_LOADING } from './config';

const LOCALE_URL = '*/locales/:lng/:ns.json';

/** Records when each translation request arrived (in fake time). */
function recordRequests(respond: (attempt: number) => Response) {
  const times: number[] = [];
  server.use(
    http.get(LOCALE_URL, () => {
      times.push(Date.now());
      return respond(times.length);
    }),
  );
  return times;
}

/** Moves fake time on in small steps, letting real I/O (the mocked fetch) finish in between. */
async function advance(ms: number, step = 50) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await vi.advanceTimersByTimeAsync(step);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = 'lng=; path=/; max-age=0';
  await loadDateLocale('en');
});

describe('translation loading (SPEC §9)', () => {
  it('loads /locales/en/common.json over HTTP and uses it', async () => {
    const urls: string[] = [];
    server.use(
      http.get(LOCALE_URL, ({ request }) => {
        urls.push(new URL(request.url).pathname);
        return HttpResponse.json({ common: { appName: 'Lifeline from HTTP' } });
      }),
    );
    const i18n = await createI18n();
    expect(urls).toEqual(['/locales/en/common.json']);
    expect(i18n.t('common.appName')).toBe('Lifeline from HTTP');
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(i18n.options.saveMissing).toBe(false);
  });

  it('retries a 5xx up to 5 times, waiting 350 ms and doubling, then gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const times = recordRequests(() => new HttpResponse(null, { status: 503 }));
    const ready = createI18n();
    await advance(350 + 700 + 1400 + 2800 + 5600 + 1000);
    const i18n = await ready;
    expect(times).toHaveLength(6);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toEqual([350, 700, 1400, 2800, 5600]);
    expect(i18n.t('common.appName')).toBe('common.appName');
  });

  it('retries a network failure and succeeds once the file arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const times = recordRequests((attempt) =>
      attempt < 3 ? HttpResponse.error() : HttpResponse.json({ common: { appName: 'Lifeline' } }),
    );
    const ready = createI18n();
    await advance(350 + 700 + 200);
    const i18n = await ready;
    expect(times).toHaveLength(3);
    expect(i18n.t('common.appName')).toBe('Lifeline');
  });

  it('does not retry a 4xx', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const times = recordRequests(() => new HttpResponse(null, { status: 404 }));
    const ready = createI18n();
    await advance(20_000, 500);
    await ready;
    expect(times).toHaveLength(1);
  });

  it('reads at most 10 files at once', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.get(LOCALE_URL, async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return HttpResponse.json({});
      }),
    );
    const i18n = await createI18n();
    const extra = Array.from({ length: 15 }, (_, index) => `extra${index}`);
    await i18n.loadNamespaces(extra);
    expect(maxInFlight).toBe(10);
    expect(extra.every((ns) => i18n.hasLoadedNamespace(ns))).toBe(true);
  });

  it('is configured with the policy values', () => {
    expect(TRANSLATION_LOADING).toEqual({ maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 });
    expect(NAMESPACES).toContain('common');
  });
});

/** Serves each language's common.json from `files`; records the paths asked for. */
function serveLocales(files: Record<string, object>) {
  const urls: string[] = [];
  server.use(
    http.get(LOCALE_URL, ({ request, params }) => {
      urls.push(new URL(request.url).pathname);
      const file = files[String(params.lng)];
      return file ? HttpResponse.json(file) : new HttpResponse(null, { status: 404 });
    }),
  );
  return urls;
}

const english = {
  common: { appName: 'Lifeline' },
  catalogs: { count_one: '{{count}} item', count_other: '{{count}} items' },
  language: { label: 'Language' },
};
const russian = {
  common: { appName: 'Lifeline' },
  catalogs: {
    count_one: '{{count}} запись',
    count_few: '{{count}} записи',
    count_many: '{{count}} записей',
    count_other: '{{count}} записи',
  },
};

describe('which language (issue 14)', () => {
  it('reads the lng cookie first, loading that language and English beside it', async () => {
    document.cookie = 'lng=ru; path=/';
    const urls = serveLocales({ en: english, ru: russian });
    const i18n = await createI18n();
    expect(i18n.language).toBe('ru');
    expect(urls.sort()).toEqual(['/locales/en/common.json', '/locales/ru/common.json']);
    // A key Russian lacks falls back to English.
    expect(i18n.t('language.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('ru');
  });

  it("then the browser's languages, read as UI languages, and writes the result to the cookie", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'zh-TW', 'en']);
    const urls = serveLocales({ en: english, 'zh-Hant': { common: { appName: 'Lifeline' } } });
    const i18n = await createI18n();
    expect(i18n.language).toBe('zh-Hant');
    expect(urls).toContain('/locales/zh-Hant/common.json');
    expect(document.cookie).toContain('lng=zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(formatDate('2024-06-05')).toBe('2024年6月5日');
  });

  it('falls back to English for a browser in no language of ours', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr']);
    const urls = serveLocales({ en: english });
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(urls).toEqual(['/locales/en/common.json']);
    expect(document.cookie).toContain('lng=en');
    expect(browserUiLanguage(['fil-PH'])).toBe('tl');
    expect(browserUiLanguage(['es-MX', 'en'])).toBe('es');
  });

  it('ignores a cookie naming no language of ours', async () => {
    document.cookie = 'lng=xx; path=/';
    serveLocales({ en: english });
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
  });

  it('switches language, <html lang>, dates and the cookie together', async () => {
    serveLocales({ en: english, es: { common: { appName: 'Lifeline' } }, ru: russian });
    const i18n = await createI18n();
    expect(formatDate('2024-06-05')).toBe('June 5, 2024');
    await chooseLanguage(i18n, 'es');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lng=es');
    expect(formatDate('2024-06-05')).toBe('5 de junio de 2024');
    expect(formatDateTime('2024-06-05T15:04:00')).toBe('5 de junio de 2024 15:04');
    await chooseLanguage(i18n, null);
    expect(i18n.language).toBe('en');
    expect(formatDateTime('2024-06-05T15:04:00')).toBe('June 5, 2024 at 3:04pm');
  });

  it('writes Russian plurals with their four forms and counts in the language', async () => {
    document.cookie = 'lng=ru; path=/';
    serveLocales({ en: english, ru: russian });
    const i18n = await createI18n();
    const count = (n: number) => i18n.t('catalogs.count', { count: n });
    expect([1, 3, 5, 21, 1.5].map(count)).toEqual([
      '1 запись',
      '3 записи',
      '5 записей',
      '21 запись',
      '1,5 записи',
    ]);
    expect(count(12345)).toBe(`12${'\u00a0'}345 записей`);
    await chooseLanguage(i18n, 'en');
    expect(count(12345)).toBe('12,345 items');
  });
});

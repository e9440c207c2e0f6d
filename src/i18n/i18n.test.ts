import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { createI18n } from './index';
import { NAMESPACES, TRANSLATION_LOADING } from './config';

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

afterEach(() => {
  vi.useRealTimers();
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

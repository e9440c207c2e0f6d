// Issue 14, the phrase card: on a 360 px phone, a responder opens a patient who does not speak
// English, follows 'Talk with the patient' to the card in the patient's language, the patient
// answers a question and points to a pain score, the responder reads both in English, and Close
// returns to the patient. axe in light and dark; screenshots to look at.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@contract/enums';
import { uiLanguageOfPatientLanguage } from '@contract/ui-languages';
import { expect, expectNoAxeViolations, signedInApi, test } from './fixtures';

const collectPhi = process.env.VITE_FEATURE_COLLECT_PHI === 'true';

type Phrases = typeof import('../public/locales/en/phrases.json');
const phrasesOf = (language: Language) =>
  JSON.parse(
    readFileSync(`public/locales/${uiLanguageOfPatientLanguage[language]}/phrases.json`, 'utf8'),
  ) as Phrases;
const english = phrasesOf('ENGLISH');
const languageNames = (
  JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) as {
    enums: { language: Record<Language, string> };
  }
).enums.language;

const TALK_LANGUAGES = ['CANTONESE', 'MANDARIN', 'SPANISH', 'RUSSIAN', 'TAGALOG'] as const;
const patients = new Map<Language, string>();
let admin: APIRequestContext;

test.use({ viewport: { width: 360, height: 740 } });

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  for (const language of [...TALK_LANGUAGES, 'ENGLISH'] as const) {
    const id = randomUUID();
    const created = await admin.post('/api/v1/patients', {
      data: collectPhi
        ? {
            id,
            firstName: 'Phrase',
            lastName: 'Card',
            dateOfBirth: '1950-01-01',
            gender: 'OTHER',
            language,
          }
        : { id, language },
    });
    expect(created.status(), await created.text()).toBe(201);
    patients.set(language, id);
  }
});

test.afterAll(async () => {
  for (const id of patients.values()) await admin.delete(`/api/v1/patients/${id}`);
  await admin.dispose();
});

function patientOf(language: Language): string {
  const id = patients.get(language);
  if (!id) throw new Error(`no ${language} patient`);
  return id;
}

async function openPatient(page: Page, id: string): Promise<void> {
  await page.goto(`/patients/${id}`);
  await expect(page.getByRole('region', { name: 'Code status' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Allergies' })).toBeVisible();
}

async function expectNoAxeViolationsLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const language of TALK_LANGUAGES) {
  test(`the phrase card in ${language} at 360 px`, async ({ page, loginAs }, testInfo) => {
    test.slow();
    const phrases = phrasesOf(language);
    const languageName = languageNames[language];
    const id = patientOf(language);
    await loginAs('FIRST_RESPONDER');

    await test.step('the patient view links to the card under the allergies', async () => {
      await openPatient(page, id);
      const panel = page.getByRole('region', { name: 'Talk with the patient' });
      const link = panel.getByRole('link', { name: `Phrases in ${languageName}` });
      await expect(link).toHaveAttribute('href', `/talk/${language}?back=/patients/${id}`);
      // Under code status and allergies, not above them.
      const allergies = await page.getByRole('region', { name: 'Allergies' }).boundingBox();
      const panelBox = await panel.boundingBox();
      expect(panelBox?.y).toBeGreaterThan((allergies?.y ?? 0) + (allergies?.height ?? 0) - 1);
      await link.click();
      await expect(page).toHaveURL(`/talk/${language}?back=/patients/${id}`);
    });

    await test.step('the greeting reads as the language’s phrase file has it, large', async () => {
      const greeting = page.getByText(phrases.greeting, { exact: true });
      await expect(greeting).toBeVisible();
      await expect(page.getByText(english.greeting, { exact: true })).toBeVisible();
      const size = await greeting.evaluate((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      expect(size, 'the patient’s lines at arm’s length').toBeGreaterThanOrEqual(26);
    });

    await test.step('Yes to the pain question shows the English to the responder', async () => {
      const pain = page.getByRole('group', { name: english.questions.pain });
      const yes = pain.getByRole('button', {
        name: `${phrases.answers.yes} ${english.answers.yes}`,
        exact: true,
      });
      await yes.click();
      await expect(yes).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('Pain: Yes')).toHaveCount(2);
      await expect(
        page.getByRole('region', { name: 'Answers' }).getByText('Pain: Yes'),
      ).toBeVisible();
    });

    await test.step('7 on the pain scale shows 7/10', async () => {
      const scale = page.getByRole('group', { name: english.painScale.question });
      const seven = scale.getByRole('button', { name: '7', exact: true });
      const box = await seven.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await seven.click();
      await expect(seven).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('region', { name: 'Answers' }).getByText('Pain score: 7/10'),
      ).toBeVisible();
    });

    await test.step('nothing runs past the screen’s edge; axe in light and dark', async () => {
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await expectNoAxeViolationsLightAndDark(page);
    });

    await test.step('screenshots, light and dark: the top and the pain scale', async () => {
      const scale = page.getByRole('group', { name: english.painScale.question });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          colorScheme,
        );
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: testInfo.outputPath(`phrase-card-${language}-${colorScheme}-top.png`),
        });
        await scale.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await page.screenshot({
          path: testInfo.outputPath(`phrase-card-${language}-${colorScheme}-pain-scale.png`),
        });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    });

    await test.step('Close returns to the patient', async () => {
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page).toHaveURL(`/patients/${id}`);
      await expect(page.getByRole('region', { name: 'Code status' })).toBeVisible();
    });
  });
}

test('an English-speaking patient has no phrase card link', async ({ page, loginAs }) => {
  await loginAs('FIRST_RESPONDER');
  await openPatient(page, patientOf('ENGLISH'));
  await expect(page.getByRole('region', { name: 'Talk with the patient' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Phrases in/ })).toHaveCount(0);
});

test('the card opens on its own, and Close without a patient page goes to the dashboard', async ({
  page,
  loginAs,
}) => {
  await loginAs('FIRST_RESPONDER');
  await page.goto('/talk/RUSSIAN?back=https://evil.example/patients/1');
  await expect(page.getByText(phrasesOf('RUSSIAN').hospital, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('with a Cantonese voice on the device, each phrase plays with it', async ({ page }) => {
  // Chromium here has no voices: the page gets a stand-in speech synthesis whose list arrives
  // late, as Chrome's does, holding a Taiwan Mandarin voice and a Hong Kong one.
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; voice: string }[] = [];
    const voices = [
      { lang: 'zh-TW', name: 'Mei-Jia', localService: true, default: true, voiceURI: 'mei' },
      { lang: 'zh-HK', name: 'Sin-ji', localService: true, default: false, voiceURI: 'sinji' },
    ];
    const target = new EventTarget();
    let listed: typeof voices = [];
    const synth = Object.assign(target, {
      getVoices: () => listed,
      speak: (utterance: SpeechSynthesisUtterance) =>
        spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          voice: utterance.voice?.name ?? '',
        }),
      cancel: () => undefined,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    // The browser's own utterance takes only its own voice objects.
    class Utterance {
      lang = '';
      voice: { name: string } | null = null;
      rate = 1;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, '__spoken', { value: spoken });
    setTimeout(() => {
      listed = voices;
      target.dispatchEvent(new Event('voiceschanged'));
    }, 200);
  });
  const cantonese = phrasesOf('CANTONESE');
  await page.goto('/talk/CANTONESE');
  const play = page.getByRole('button', { name: `Play aloud: ${english.greeting}` });
  await expect(play).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play aloud: / })).toHaveCount(12);
  await expect(page.getByText('No voice for this language on this device')).toHaveCount(0);
  await play.click();
  await page.getByRole('button', { name: `Play aloud: ${english.questions.chestPain}` }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken),
  ).toEqual([
    { text: cantonese.greeting, lang: 'zh-HK', voice: 'Sin-ji' },
    { text: cantonese.questions.chestPain, lang: 'zh-HK', voice: 'Sin-ji' },
  ]);
});

test('/talk/ENGLISH is a missing page', async ({ page }) => {
  await page.goto('/talk/ENGLISH');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Does Not Exist' })).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once the app is cached, the card opens without the network, in any language', async ({
    page,
    context,
    loginAs,
  }) => {
    test.slow();
    await loginAs('FIRST_RESPONDER');
    await openPatient(page, patientOf('MANDARIN'));
    // The worker is active and its pre-cache holds every language's phrases.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            if (!registration.active) return [];
            const names = await caches.keys();
            const urls = await Promise.all(
              names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
            );
            return urls.flat().filter((url) => url.includes('/phrases.json'));
          }),
        { timeout: 30_000 },
      )
      .toHaveLength(6);

    await context.setOffline(true);
    for (const language of ['TAGALOG', 'CANTONESE'] as const) {
      await page.goto(`/talk/${language}?back=/patients/${patientOf(language)}`);
      await expect(page.getByText(phrasesOf(language).greeting, { exact: true })).toBeVisible();
      const pain = page.getByRole('group', { name: english.questions.pain });
      await pain.getByRole('button', { name: `${phrasesOf(language).answers.no} No` }).click();
      await expect(
        page.getByRole('region', { name: 'Answers' }).getByText('Pain: No'),
      ).toBeVisible();
    }
    await context.setOffline(false);
  });
});

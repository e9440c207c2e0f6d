// The responder's label page (/patients/<id>) rendered on the server: built by
// `vite build --ssr` into dist/ssr/label-page.js, imported once by the server
// (server/src/modules/label-page). Static HTML and CSS from the SPA's own components, no
// hydration, one small script (page-script.ts). See docs/label-page.md.
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Button, Group, MantineProvider } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { IconShare } from '@tabler/icons-react';
// Every UI language's dayjs locale (src/lib/date-formats.ts names them): a render is synchronous.
import 'dayjs/locale/es.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/tl-ph.js';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/zh-hk.js';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { uiLanguageSchema } from '@contract/ui-languages';
import { can } from '@contract/permissions';
import { paths } from '@contract/paths';
import { userReading } from '@/features/auth/api/auth.api';
import { patientReading } from '@/features/patients/api/patients.api';
import { shareHref } from '@/features/handoff/share-fragment';
import { QrCodePanel, qrCodeProps } from '@/features/patients/components/view/patient-qr-code';
import { PatientRecordView } from '@/features/patients/components/view/patient-record-view';
import { pageTitle } from '@/i18n/page-title';
import { addDateFormats, withDatesIn } from '@/lib/dates';
import { OTHER_DATE_FORMATS } from '@/lib/date-formats';
import { cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from '@/app/theme';
import { LabelPageShell } from './label-page-shell';
import { i18nFor, reportMissingKeysTo } from './page-i18n';
import type { LabelPageInput } from '@contract/label-page';

export type { LabelPageInput };

// The SPA's formats for every language, their dayjs locales imported above.
addDateFormats(OTHER_DATE_FORMATS);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The static QR code: the SPA loads its encoder lazily, the server draws it into the page. */
function StaticQrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <QrCodePanel>
      <QRCodeSVG {...qrCodeProps(address, t('patientView.qrCode'))} />
    </QrCodePanel>
  );
}

/**
 * [ours] Issue 25: "Share with hospital" for responders and up. The dialog is the SPA's: the
 * link opens the SPA's page with it open (a plain link, as every control on this page).
 */
function ShareLink({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="center">
      <Button
        component="a"
        href={shareHref(patientId)}
        variant="default"
        size="md"
        className="touch-target"
        leftSection={<IconShare size={18} aria-hidden />}
      >
        {t('handoff.share')}
      </Button>
    </Group>
  );
}

/**
 * The whole HTML document of a label page, or null when the data does not read as the API's
 * (the server then sends the SPA shell). `<html lang>` is the page's language; the colour scheme
 * attribute is set before the first paint by the page's script.
 */
export function renderLabelPage(input: LabelPageInput): string | null {
  const user = userReading.safeParse(input.user);
  const patient = patientReading.safeParse(input.patient);
  if (!user.success || !patient.success) return null;
  const reporting = input.reportMissingKeys === true;
  const i18n = i18nFor(input.language, input.translations, reporting);
  const missing: string[] = [];
  reportMissingKeysTo(reporting ? missing : null);
  const path = paths.patient.href(patient.data.id);
  const uiLanguage = uiLanguageSchema.safeParse(input.language);
  let body: string;
  let title: string;
  try {
    // Dates as the SPA writes them in the language; renderToStaticMarkup is synchronous, so no
    // other render sees the helper's language.
    body = withDatesIn(uiLanguage.success ? uiLanguage.data : 'en', () =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme={DEFAULT_COLOR_SCHEME}
          >
            <StaticRouter location={path}>
              <LabelPageShell user={user.data}>
                <PatientRecordView
                  patient={patient.data}
                  viewer={user.data}
                  collectPhi={input.collectPhi}
                  updatedBy={input.updatedBy}
                  qrCode={<StaticQrCode address={input.address} />}
                  footer={
                    can(user.data, 'patient.share') ? (
                      <ShareLink patientId={patient.data.id} />
                    ) : undefined
                  }
                />
              </LabelPageShell>
            </StaticRouter>
          </MantineProvider>
        </I18nextProvider>,
      ),
    );
    title = pageTitle(i18n.t, 'patient');
  } finally {
    reportMissingKeysTo(null);
  }
  const { stylesheets, script } = input.assets;
  const head = [
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // A patient's page: never indexed (the server says so in X-Robots-Tag too).
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" type="image/svg+xml" href="/logo.svg">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">',
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#242424">',
    // A classic script, not a module: it sets the colour scheme before the first paint.
    ...(script ? [`<script src="${escapeHtml(script)}"></script>`] : []),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ].join('');
  const report = reporting
    ? ` data-missing-keys="${escapeHtml(JSON.stringify([...new Set(missing)]))}"`
    : '';
  return `<!doctype html><html lang="${escapeHtml(input.language)}" data-mantine-color-scheme="light"${report}><head>${head}</head><body><div id="root">${body}</div></body></html>`;
}

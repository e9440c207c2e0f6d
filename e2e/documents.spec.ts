// Issue 23: the signed form's pages and the patient's photo. With PHI collection on, a staff
// member on a 360 px phone attaches a photographed page (its EXIF stripped by the browser before
// it is sent) and a photo; a responder's label page shows the thumbnail and the photo. The
// refusals: a file that is not what its name says (the server reads its bytes), a file over
// 10 MB, a responder's upload, and with PHI off any upload at all. Both halves run whatever the
// suite's server has: the one with the other setting on a second server (e2e/second-server.ts).
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DOCUMENT_MAX_BYTES, documentMessages, type PatientDocument } from '@contract/documents';
import { paths } from '@contract/paths';
import { expect, expectNoAxeViolations, signedInApi, signInAs, test } from './fixtures';
import { serverWithPhi, type ServerWithPhi } from './second-server';

/** Runs the describe's tests against `server`, started before them and stopped after. */
function onServer(server: ServerWithPhi): void {
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });
  test.afterAll(async () => server.stop());
}

const section = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) });

/** An image drawn in the page (a 'form' with writing), as JPEG or PNG bytes. */
async function drawnImage(page: Page, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = mime === 'image/png' ? '#c9a27e' : '#ffffff';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#111111';
    context.font = 'bold 48px sans-serif';
    context.fillText(mime === 'image/png' ? 'PHOTO' : 'POLST', 40, 100);
    for (let line = 0; line < 20; line += 1) context.fillRect(40, 160 + line * 30, 500, 4);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, 0.9));
    if (!blob) throw new Error('no blob');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, type);
  return Buffer.from(base64, 'base64');
}

/** An APP1 Exif segment with a GPS marker, put right after a JPEG's SOI. */
function withExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.concat([
    Buffer.from('MM\u0000*', 'latin1'),
    Buffer.from([0, 0, 0, 8, 0, 0, 0, 0, 0, 0]),
    Buffer.from('GPSLatitude 37.7749 N; GPSLongitude 122.4194 W', 'latin1'),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    body,
    jpeg.subarray(2),
  ]);
}

async function newPatient(api: APIRequestContext): Promise<string> {
  const id = crypto.randomUUID();
  const response = await api.post('/api/v1/patients', {
    data: {
      id,
      firstName: 'Dora',
      lastName: 'Documents',
      dateOfBirth: '1941-05-02',
      gender: 'FEMALE',
      language: 'SPANISH',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const patched = await api.patch(`/api/v1/patients/${id}`, { data: { codeStatus: 'DNR' } });
  expect(patched.status()).toBe(200);
  return id;
}

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 360, height: 740 });
}

test.describe('with PHI collection on', () => {
  onServer(serverWithPhi(true));

  test('staff attach a signed form page and a photo; the responder sees both on the label page', async ({
    page,
    browser,
    playwright,
    baseURL,
    loginAs,
  }, testInfo) => {
    const staffApi = await signedInApi(playwright.request, baseURL, 'STAFF');
    const id = await newPatient(staffApi);
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs('STAFF');
    const polst = withExif(await drawnImage(page, 'image/jpeg'));
    expect(polst.includes(Buffer.from('Exif\u0000\u0000', 'latin1'))).toBe(true);
    const photo = await drawnImage(page, 'image/png');

    await page.goto(paths.patientEdit.href(id));
    await section(page, 'Advanced Directive').click();
    const pages = page.getByRole('region', { name: 'Signed form pages' });
    await expect(pages.getByText('No pages attached yet.')).toBeVisible();
    await pages
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'polst.jpg', mimeType: 'image/jpeg', buffer: polst });
    await expect(pages.getByText('Page saved.')).toBeVisible();
    await expect(pages.getByRole('link', { name: /^Page 1 of the signed form/ })).toBeVisible();
    // The camera button's input asks for the rear camera.
    await expect(pages.locator('input[type="file"][capture="environment"]')).toHaveCount(1);

    // What arrived: a JPEG without the Exif segment (and its GPS position).
    const list = (await (
      await staffApi.get(`/api/v1/patients/${id}/documents`)
    ).json()) as PatientDocument[];
    expect(list).toHaveLength(1);
    expect(list[0]?.contentType).toBe('image/jpeg');
    const stored = await staffApi.get(`/api/v1/patients/${id}/documents/${list[0]?.id}`);
    const bytes = Buffer.from(await stored.body());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.includes(Buffer.from('Exif\u0000\u0000', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPSLatitude', 'latin1'))).toBe(false);
    expect(stored.headers()['cache-control']).toBe('no-store');

    // Refused by its bytes: HTML named .pdf passes the browser's sieve, not the server's.
    await pages
      .locator('input[type="file"]:not([capture])')
      .last()
      .setInputFiles({
        name: 'form.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<!doctype html><title>not a pdf</title>'),
      });
    await expect(pages.getByRole('alert')).toHaveText(documentMessages.wrongType);
    // Too large: told before anything is sent.
    await pages
      .locator('input[type="file"]:not([capture])')
      .last()
      .setInputFiles({
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(DOCUMENT_MAX_BYTES)]),
      });
    await expect(pages.getByRole('alert')).toHaveText('This file is larger than 10 MB.');
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'editor-signed-form');

    // The photo, in Basic Information.
    await section(page, 'Basic Information').click();
    const photoField = page.getByRole('region', { name: 'Photo' });
    await photoField
      .locator('input[type="file"]:not([capture])')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await expect(photoField.getByText('Photo saved.')).toBeVisible();
    await expect(photoField.getByRole('img', { name: 'Photo of the patient' })).toBeVisible();
    await screenshots(page, testInfo, 'editor-photo');

    // The responder: the server-rendered label page, then in Spanish.
    const responder = await browser.newContext({ baseURL });
    const responderPage = await responder.newPage();
    await responderPage.setViewportSize({ width: 360, height: 740 });
    const responderApi = await signedInApi(playwright.request, baseURL, 'FIRST_RESPONDER');
    const refused = await responderApi.post(`/api/v1/patients/${id}/documents`, {
      headers: { 'content-type': 'image/png' },
      data: photo,
    });
    expect(refused.status()).toBe(403);
    await responderApi.dispose();
    await signInAs(responderPage, 'FIRST_RESPONDER');
    await responderPage.goto(paths.patient.href(id));
    const thumbnail = responderPage.getByRole('link', { name: /^Page 1 of the signed form/ });
    await expect(thumbnail).toHaveAttribute(
      'href',
      `/api/v1/patients/${id}/documents/${list[0]?.id}`,
    );
    await expect(thumbnail.locator('img')).toHaveAttribute('loading', 'lazy');
    const portrait = responderPage.getByRole('img', { name: 'Photo of the patient' });
    await expect(portrait).toHaveAttribute('width', '64');
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(responderPage);
    await screenshots(responderPage, testInfo, 'label-page');
    // The document opens by itself, where the phone's zoom applies.
    const opened = await responderPage.request.get(
      `/api/v1/patients/${id}/documents/${list[0]?.id}`,
    );
    expect(opened.headers()['content-disposition']).toBe(
      'inline; filename="signed-form-page-1.jpg"',
    );
    expect(opened.headers()['x-content-type-options']).toBe('nosniff');

    await responderPage.request.patch('/api/v1/users/me', { data: { uiLanguage: 'es' } });
    await responderPage.goto(paths.patient.href(id));
    await expect(
      responderPage.getByRole('link', { name: /^Página 1 del formulario firmado/ }),
    ).toBeVisible();
    await expect(responderPage.getByRole('img', { name: 'Foto del paciente' })).toBeVisible();
    await screenshots(responderPage, testInfo, 'label-page-es');
    await responderPage.request.patch('/api/v1/users/me', { data: { uiLanguage: null } });
    await responder.close();

    const deleted = await staffApi.delete(`/api/v1/patients/${id}`);
    expect([200, 403]).toContain(deleted.status());
    await staffApi.dispose();
  });
});

test.describe('with PHI collection off', () => {
  onServer(serverWithPhi(false));

  test('no document or photo is taken, and the editor offers none', async ({
    page,
    playwright,
    baseURL,
    loginAs,
  }) => {
    const api = await signedInApi(playwright.request, baseURL, 'STAFF');
    const id = crypto.randomUUID();
    expect((await api.post('/api/v1/patients', { data: { id } })).status()).toBe(201);
    const refused = await api.post(`/api/v1/patients/${id}/documents`, {
      headers: { 'content-type': 'application/pdf' },
      data: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: documentMessages.phiOff });
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs('STAFF');
    await page.goto(paths.patientEdit.href(id));
    await section(page, 'Advanced Directive').click();
    await expect(page.getByRole('radio', { name: 'Not provided' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed form pages' })).toHaveCount(0);
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await api.dispose();
  });
});

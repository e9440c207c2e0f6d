// Issue 23, integrity of shared lists: an admin is refused deleting an allergy a patient has
// (the message names how many), merges it into another entry instead, and the patient's record
// shows the entry kept. axe on each dialog; screenshots at 360 px and 1280 px, light and dark,
// in Spanish.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  sidebarLink,
  signedInApi,
  test,
} from './fixtures';

let admin: APIRequestContext;
const created: { patients: string[]; allergies: string[] } = { patients: [], allergies: [] };

test.beforeEach(async ({ playwright, baseURL }) => {
  admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
});

test.afterEach(async () => {
  for (const id of created.patients.splice(0)) await admin.delete(`/api/v1/patients/${id}`);
  for (const id of created.allergies.splice(0)) await admin.delete(`/api/v1/allergies/${id}`);
  await admin.dispose();
});

async function allergy(name: string): Promise<string> {
  const response = await admin.post('/api/v1/allergies/register', {
    data: { name, type: 'DRUG' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  created.allergies.push(id);
  return id;
}

async function patientWith(allergyIds: string[]): Promise<string> {
  const id = randomUUID();
  expect((await admin.post('/api/v1/patients', { data: { id } })).status()).toBe(201);
  created.patients.push(id);
  const patched = await admin.patch(`/api/v1/patients/${id}`, {
    data: { medicalData: { allergies: allergyIds } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  return id;
}

async function openActions(page: Page, search: string, name: string) {
  const panel = page.getByRole('tabpanel', { name: /Allergies|Alergias/ });
  await panel.getByRole('searchbox').fill(search);
  await page.getByRole('button', { name: new RegExp(`${name}$`) }).click();
}

test('an admin is refused deleting an allergy a patient has, merges it, and the patient shows the entry kept', async ({
  page,
  loginAs,
}, testInfo) => {
  test.slow();
  const term = randomLetters(8);
  const typo = `Mergetest ${capitalized(term)}`;
  const kept = `Mergetest ${capitalized(term)} kept`;
  const typoId = await allergy(typo);
  const keptId = await allergy(kept);
  const patientId = await patientWith([typoId]);

  await loginAs('ADMIN');
  await sidebarLink(page, 'Catalogs').click();

  await test.step('the delete is refused, naming how many', async () => {
    await openActions(page, term, typo);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete allergy' })
      .getByRole('button', { name: 'Yes' })
      .click();
    const refused = page.getByRole('dialog', { name: `Cannot delete ${typo}` });
    await expect(refused.getByRole('alert')).toHaveText(
      `${typo} cannot be deleted: patients' records with it: 1. Merge it into another entry instead.`,
    );
    await expectNoAxeViolations(page);
    await refused.getByRole('button', { name: 'Merge into…' }).click();
  });

  await test.step('the merge counts, picks the entry to keep by search, confirms, and moves the patient', async () => {
    const dialog = page.getByRole('dialog', { name: `Merge ${typo} into another entry` });
    await expect(dialog.getByText(`Patients' records with ${typo}: 1`)).toBeVisible();
    const target = dialog.getByRole('combobox', { name: /Entry to keep/ });
    await target.fill(`${term} kept`);
    await page.getByRole('option', { name: kept }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(dialog).toContainText(
      `Move the patients' records with ${typo} (1) to ${kept}, and delete ${typo}?`,
    );
    // Keyboard: the confirmation's Cancel has the focus; Tab reaches Merge.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Merge' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: `${typo} was merged into ${kept}.` }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    created.allergies.splice(created.allergies.indexOf(typoId), 1);
  });

  await test.step("the patient's record shows the entry kept", async () => {
    await page.goto(`/patients/${patientId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Allergies' })).toBeVisible();
    await expect(page.getByText(kept, { exact: true })).toBeVisible();
    await expect(page.getByText(typo, { exact: true })).toHaveCount(0);
    const patient = (await (await admin.get(`/api/v1/patients/${patientId}`)).json()) as {
      allergies: { allergy: { id: string } }[];
    };
    expect(patient.allergies.map((item) => item.allergy.id)).toEqual([keptId]);
  });

  await test.step('in Spanish, at 360 px and 1280 px, light and dark', async () => {
    const second = `Mergetest ${capitalized(term)} dos`;
    const secondId = await allergy(second);
    await patientWith([secondId]);
    // Saved on the admin's profile (the SPA follows it), reset for the specs after this one.
    await page.request.patch('/api/v1/users/me', { data: { uiLanguage: 'es' } });
    try {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await page.goto('/catalogs');
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await openActions(page, `${term} dos`, second);
        await page.getByRole('menuitem', { name: 'Eliminar' }).click();
        await page
          .getByRole('dialog', { name: 'Eliminar alergia' })
          .getByRole('button', { name: 'Sí' })
          .click();
        const refused = page.getByRole('dialog', { name: `No se puede eliminar ${second}` });
        await expect(refused.getByRole('alert')).toContainText(
          'expedientes de pacientes que la tienen: 1',
        );
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: testInfo.outputPath(`refused-es-${width}-${colorScheme}.png`),
            animations: 'disabled',
          });
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await refused.getByRole('button', { name: 'Fusionar con…' }).click();
        const dialog = page.getByRole('dialog', { name: `Fusionar ${second} con otra entrada` });
        await expect(dialog.getByText(`Expedientes de pacientes con ${second}: 1`)).toBeVisible();
        await dialog
          .getByRole('combobox', { name: /Entrada que se conserva/ })
          .fill(`${term} kept`);
        await page.getByRole('option', { name: kept }).click();
        await dialog.getByRole('button', { name: 'Fusionar' }).click();
        await expect(dialog).toContainText('¿Trasladar los expedientes de pacientes');
        await expectNoAxeViolations(page);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: testInfo.outputPath(`merge-es-${width}-${colorScheme}.png`),
            animations: 'disabled',
          });
          await expectNoAxeViolations(page);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
      }
    } finally {
      await page.request.patch('/api/v1/users/me', { data: { uiLanguage: null } });
      await page.context().clearCookies({ name: 'lng' });
    }
    // The second allergy stays with its patient: afterEach removes both.
  });
});

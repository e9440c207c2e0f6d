// Issue 22: what a catalog lacks is added from the patient editor's picker, with the catalog's
// own rules, and chosen at once; the patient keeps it.
import { randomUUID } from 'node:crypto';
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  signedInApi,
  test,
} from './fixtures';
import { toast } from './reference-data';

test('a volunteer adds an allergy the catalog lacks from the picker, and the patient keeps it', async ({
  page,
  loginAs,
  playwright,
  baseURL,
}) => {
  test.slow();
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const patientId = randomUUID();
  const allergy = `Zebra venom ${capitalized(randomLetters(6))}`;
  const registered = await admin.post('/api/v1/patients', {
    data: { id: patientId, language: 'ENGLISH' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  try {
    await loginAs('VOLUNTEER');
    await page.goto(`/patients/${patientId}/edit#medical-information`);
    const allergies = page.getByRole('combobox', { name: 'Allergies' });

    await test.step('the picker offers to add what it cannot find', async () => {
      await allergies.fill(allergy);
      await expect(page.getByText('No results found')).toBeVisible();
      await page.getByRole('option', { name: `+ Add “${allergy}”` }).click();
    });

    await test.step("the catalog's add form, with the typed name, asks for the type", async () => {
      const dialog = page.getByRole('dialog', { name: 'Add allergy' });
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(allergy);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog.getByText('Type is required')).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Other' }).click();
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(toast(page, `${allergy} was added.`)).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the new allergy is chosen, and saved with the section', async () => {
      await expect(page.getByRole('button', { name: `Remove ${allergy}` })).toBeVisible();
      await page.getByRole('button', { name: /Healthcare Choices/ }).click();
      await expect(page.getByRole('button', { name: /Medical Information/ })).toContainText(
        'Saved',
      );
      const patient = (await (await admin.get(`/api/v1/patients/${patientId}`)).json()) as {
        allergies: { allergy: { name: string; type: string } }[];
      };
      expect(patient.allergies.map(({ allergy: entry }) => entry)).toEqual([
        expect.objectContaining({ name: allergy, type: 'OTHER' }),
      ]);
    });
  } finally {
    await admin.delete(`/api/v1/patients/${patientId}`);
    const found = await admin.get('/api/v1/allergies', { params: { allergy } });
    for (const entry of (await found.json()) as { id: string }[]) {
      await admin.delete(`/api/v1/allergies/${entry.id}`);
    }
    await admin.dispose();
  }
});

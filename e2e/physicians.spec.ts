// Physician journeys against the real server, as an ADMIN (issue 3): search, edit, and the
// delete rules of linked records. Every record a test needs is created here and removed afterwards.
import {
  capitalized,
  expect,
  expectNoAxeViolations,
  randomLetters,
  randomPhone,
  sidebarLink,
  test,
} from './fixtures';
import {
  createDecoys,
  dataRows,
  expectSeveralRows,
  newPhysicianNames,
  editPhoneAndEmail,
  searchList,
  toast,
} from './reference-data';

test('an admin finds a physician by search and edits her, keeping her hospital link', async ({
  page,
  loginAs,
  referenceData,
}) => {
  test.slow();
  const term = randomLetters(8);
  const hospital = await referenceData.createHospital({ name: `Mercy ${capitalized(term)}` });
  const physician = {
    ...newPhysicianNames(),
    phone: randomPhone(),
    email: `dr.${term}@example.org`,
    newPhone: randomPhone(),
    newEmail: `doctor.${term}@example.org`,
    id: '',
  };
  physician.id = (
    await referenceData.createPhysician({
      firstName: physician.firstName,
      lastName: physician.lastName,
      phone: physician.phone.masked,
      email: physician.email,
      hospitalIds: [hospital.id],
    })
  ).id;
  await createDecoys(referenceData);
  await loginAs('ADMIN');

  await test.step('find the physician by a case-insensitive search', async () => {
    await sidebarLink(page, 'Physicians').click();
    await expect(page).toHaveURL(/\/physicians$/);
    await expect(page.getByRole('heading', { name: 'Physicians', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Physicians' });
    await expectSeveralRows(page, table);
    await expectNoAxeViolations(page);
    await searchList(page, { box: 'Search physicians', table, param: 'physician' }, physician.term);
    await expect(dataRows(page, table)).toHaveCount(1);
    const row = dataRows(page, table).first();
    await expect(row).toContainText(physician.fullName);
    await expect(row).toContainText(physician.email);
    await expect(row).toContainText(physician.phone.masked);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Actions for ${physician.fullName}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View', 'Edit', 'Delete']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/physicians/${physician.id}/edit$`));
  });

  await test.step('edit the physician: new phone and e-mail show on its page', async () => {
    await expect(page.getByRole('heading', { name: 'Edit Physician', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^First Name/)).toHaveValue(physician.firstName);
    await expect(page.getByLabel(/^Last Name/)).toHaveValue(physician.lastName);
    // The hospital link shows as a chip of the hospitals picker.
    await expect(page.getByRole('button', { name: `Remove ${hospital.name}` })).toBeVisible();
    await editPhoneAndEmail(page, {
      ...physician,
      recordPath: `/physicians/${physician.id}`,
      savedToast: 'Physician updated successfully.',
      heading: physician.fullName,
    });
    await expect(page.getByText(physician.phone.masked)).toHaveCount(0);
    // The link survived the edit: the Hospitals table still lists the hospital.
    const hospitals = page.getByRole('table', { name: 'Hospitals' });
    await expect(dataRows(page, hospitals)).toHaveCount(1);
    await expect(dataRows(page, hospitals)).toContainText(hospital.name);
    await expectNoAxeViolations(page);
  });
});

test('an admin deletes a linked physician and hospital only after unlinking, each confirmed', async ({
  page,
  loginAs,
  referenceData,
}) => {
  test.slow();
  const term = randomLetters(8);
  const hospital = await referenceData.createHospital({
    name: `Mercy ${capitalized(term)}`,
    phone: randomPhone().masked,
  });
  const names = newPhysicianNames();
  const physician = await referenceData.createPhysician({
    firstName: names.firstName,
    lastName: names.lastName,
    email: `dr.${names.term}@example.org`,
    hospitalIds: [hospital.id],
  });
  await createDecoys(referenceData);
  await loginAs('ADMIN');
  const hospitals = page.getByRole('table', { name: 'Hospitals' });
  const physicians = page.getByRole('table', { name: 'Physicians' });

  /** Opens a row's menu and picks Delete; returns the confirmation dialog. */
  const askToDelete = async (rowName: string, dialogName: string) => {
    await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['View', 'Edit', 'Delete']);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    // The row menu closes as the dialog opens; axe must not catch its dropdown mid-transition.
    await expect(page.getByRole('menu')).toHaveCount(0);
    return dialog;
  };

  await test.step('a hospital with a physician is not deleted', async () => {
    await sidebarLink(page, 'Hospitals').click();
    await expectSeveralRows(page, hospitals);
    await searchList(page, { box: 'Search hospitals', table: hospitals, param: 'hospital' }, term);
    await expect(dataRows(page, hospitals)).toHaveCount(1);

    const dialog = await askToDelete(hospital.name, 'Delete hospital');
    await expect(dialog).toContainText(
      `Are you sure you want to delete the hospital ${hospital.name}?`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete hospital' }).click();

    const failure = toast(page, 'Failed to delete Hospital.');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Cannot delete hospital with physicians');
    await expect(dialog).toBeHidden();
    await expect(dataRows(page, hospitals)).toContainText(hospital.name);
  });

  await test.step('a physician linked to a hospital is not deleted either', async () => {
    await sidebarLink(page, 'Physicians').click();
    await expectSeveralRows(page, physicians);
    await searchList(
      page,
      { box: 'Search physicians', table: physicians, param: 'physician' },
      names.term,
    );
    await expect(dataRows(page, physicians)).toHaveCount(1);

    const dialog = await askToDelete(names.fullName, 'Delete physician');
    // SPEC's question, with her name beneath it (issues 8 and 22).
    await expect(dialog).toContainText('Are you sure you want to delete this physician record?');
    await expect(dialog).toContainText(names.fullName);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Delete physician' }).click();

    const failure = toast(page, 'Failed to delete physician.');
    await expect(failure).toBeVisible();
    // Issue 8: plain words about what is linked and what to do, not the server's raw id.
    await expect(failure).toContainText(
      `${names.fullName} is linked to 1 hospital. Remove that hospital on the physician's edit page first, then delete.`,
    );
    await expect(failure).not.toContainText(physician.id);
    await expect(dataRows(page, physicians)).toContainText(names.fullName);
  });

  await test.step('unlink the hospital in the physician edit form', async () => {
    await page.getByRole('button', { name: `Actions for ${names.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/physicians/${physician.id}$`));
    await expect(dataRows(page, hospitals)).toContainText(hospital.name);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Physician', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${hospital.name}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${hospital.name}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/physicians/${physician.id}$`));
    await expect(toast(page, 'Physician updated successfully.')).toBeVisible();
    await expect(page.getByText('No hospitals linked.')).toBeVisible();
  });

  await test.step('delete the physician, confirmed', async () => {
    await sidebarLink(page, 'Physicians').click();
    await searchList(
      page,
      { box: 'Search physicians', table: physicians, param: 'physician' },
      names.term,
    );
    await expect(dataRows(page, physicians)).toHaveCount(1);
    const dialog = await askToDelete(names.fullName, 'Delete physician');
    await dialog.getByRole('button', { name: 'Delete physician' }).click();

    await expect(toast(page, 'Physician deleted successfully')).toBeVisible();
    await expect(page.getByText('No physicians found.')).toBeVisible();
    expect((await page.request.get(`/api/v1/physicians/${physician.id}`)).status()).toBe(404);
    await expectNoAxeViolations(page);
  });

  await test.step('delete the hospital, confirmed by its name', async () => {
    await sidebarLink(page, 'Hospitals').click();
    await searchList(page, { box: 'Search hospitals', table: hospitals, param: 'hospital' }, term);
    await expect(dataRows(page, hospitals)).toHaveCount(1);
    const dialog = await askToDelete(hospital.name, 'Delete hospital');
    await expect(dialog).toContainText(hospital.name);
    await dialog.getByRole('button', { name: 'Delete hospital' }).click();

    await expect(toast(page, 'Hospital deleted successfully')).toBeVisible();
    await expect(page.getByText('No hospitals found.')).toBeVisible();
    expect((await page.request.get(`/api/v1/hospitals/${hospital.id}`)).status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});

// Issue 24: notices. A volunteer opens a patient's label (the server's page), goes to its editor
// and follows the patient; a staff member adds a medication; the volunteer's notification centre
// and the dev outbox name the section changed and who changed it, never the medication. A first
// responder then opens the label, and the volunteer's notification centre shows the scan within
// seconds (the list is polled while the page is visible). axe on the notification centre.
import { randomUUID } from 'node:crypto';

import {
  demoAccounts,
  expect,
  expectNoAxeViolations,
  signedInApi,
  signedInPage,
  test,
} from './fixtures';
import { mailsTo } from './outbox';

test('a follower is told which section changed, and that the label was opened', async ({
  page,
  browser,
  loginAs,
  playwright,
  baseURL,
}) => {
  // Three members' sessions, mail and a scan travelling through the job queue (each seen by the
  // list's 10 s polling), three axe runs: about 85 s on a quiet machine, more on a loaded one.
  test.setTimeout(240_000);
  // A patient of its own: no earlier scan of another journey throttles this one's.
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const patientId = randomUUID();
  const registered = await admin.post('/api/v1/patients', {
    data: { id: patientId, language: 'ENGLISH' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await admin.dispose();
  const short = `${patientId.slice(0, 8).toUpperCase()}…`;
  const volunteer = demoAccounts.VOLUNTEER.email;
  const staff = demoAccounts.STAFF.name;

  await test.step('the volunteer follows the patient from the editor', async () => {
    await loginAs('VOLUNTEER');
    // The label as a volunteer's phone opens it: the server's page, whose Edit opens the SPA.
    await page.goto(`/patients/${patientId}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Patient' })).toBeVisible();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  });

  await test.step('a staff member adds a medication', async () => {
    const staffPage = await signedInPage(browser, 'STAFF');
    await staffPage.goto(`/patients/${patientId}/edit#medical-information`);
    await staffPage.getByRole('combobox', { name: 'Medications' }).fill('warfarin');
    await staffPage.getByRole('option', { name: 'warfarin', exact: true }).click();
    // Leaving the section saves it.
    await staffPage.getByRole('button', { name: /Healthcare Choices/ }).click();
    await expect(staffPage.getByRole('button', { name: /Medical Information/ })).toContainText(
      'Saved',
    );
    await staffPage.context().close();
  });

  const alerts = page.getByRole('banner').getByRole('button', { name: /^Alerts/ });
  const panel = page.getByRole('dialog', { name: 'Alerts' });

  await test.step('the notification centre names the section, not the medication', async () => {
    // Polled every 10 s while the page is visible.
    await expect(alerts).toHaveAccessibleName('Alerts: 1 unread notice', { timeout: 30_000 });
    await alerts.click();
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('link', {
        name: `Unread: ${staff} changed Medical Information of patient ${short}`,
      }),
    ).toBeVisible();
    await expect(panel).not.toContainText('warfarin');
    await expectNoAxeViolations(page);
  });

  await test.step('the outbox has one mail to the follower, naming the section', async () => {
    const changeMails = async () =>
      (await mailsTo(volunteer)).filter(
        (mail) => mail.subject === 'A patient you follow was updated' && mail.text.includes(short),
      );
    await expect.poll(async () => (await changeMails()).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await changeMails();
    expect(mail?.text).toContain('Medical information');
    expect(mail?.text).toContain(staff);
    expect(mail?.text).toContain(`/patients/${patientId}`);
    expect(mail?.text).not.toMatch(/warfarin/i);
  });

  await test.step('a first responder opens the label; the follower is told within seconds', async () => {
    const responder = await signedInPage(browser, 'FIRST_RESPONDER');
    await responder.goto(`/patients/${patientId}`);
    await expect(responder.getByRole('region', { name: 'Medications' })).toContainText('warfarin');
    await responder.context().close();
    // The panel is still open: its list is polled, so the scan appears without a reload.
    await expect(
      panel.getByRole('link', {
        name: `Unread: A first responder opened the label of patient ${short}`,
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await expect
      .poll(
        async () =>
          (await mailsTo(volunteer)).filter(
            (mail) =>
              mail.subject === 'A label you follow was opened by a first responder' &&
              mail.text.includes(short),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
  });
});

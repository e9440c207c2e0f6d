import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  capitalized,
  demoAccounts,
  demoPassword,
  expect,
  expectNoAxeViolations,
  loginForm,
  randomLetters,
  signedInApi,
  submitLogin,
  test,
} from './fixtures';
import { linkFromMail } from './outbox';

const PASSWORD = 'Journey-pass-1';

// Each journey goes through several pages, two or three sessions and the outbox.
test.describe.configure({ timeout: 120_000 });

/** A fresh address per run: every journey makes its own account. */
const newAddress = (who: string) => `${who}.${randomLetters(8)}@example.org`;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A page of its own (another browser, another session). */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** An active volunteer made through the API (invite, then register with the invited address). */
async function createActiveMember(admin: APIRequestContext, email: string) {
  const firstName = capitalized(randomLetters(6));
  const lastName = capitalized(randomLetters(7));
  const invited = await admin.post('/api/v1/invites', {
    data: { recipients: `${firstName} ${lastName} <${email}>`, role: 'VOLUNTEER' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const [invite] = (await invited.json()) as { id: string }[];
  const registered = await admin.post('/api/v1/users/register', {
    data: { firstName, lastName, email, password: PASSWORD, inviteId: invite?.id },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const user = (await registered.json()) as { id: string };
  return { id: user.id, firstName, lastName, name: `${firstName} ${lastName}` };
}

test('a responder signs up with a demo licence, verifies the e-mail, is approved and signs in', async ({
  page,
  browser,
}) => {
  const email = newAddress('responder');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A number the registry does not know opens the help panel.
  await page.getByRole('textbox', { name: 'License number' }).fill('X000000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('No license match')).toBeVisible();
  await expect(page.getByText('License not found?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'help@lifeline.example.org' })).toHaveAttribute(
    'href',
    'mailto:help@lifeline.example.org',
  );
  await expect(page.getByRole('link', { name: 'volunteer@lifeline.example.org' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The demo's expired licence is refused here, not after the whole form (issue 22).
  const licenceField = page.getByRole('textbox', { name: 'License number' });
  await licenceField.fill('E900009');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('This license has expired. Only a current license can be used to sign up.'),
  ).toBeVisible();
  await expect(licenceField).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeHidden();

  // The demo licence of the README: its name comes back as 'Last, First Middle'.
  await page.getByRole('textbox', { name: 'License number' }).fill('p900001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
  await expect(page.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Jordan');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Demo-Rivera');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input').and(page.getByLabel('Password')).fill(PASSWORD);
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Registration complete' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Not verified yet: the login says so.
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(
    page.getByText('Your account has not been verified.', { exact: false }),
  ).toBeVisible();

  const verifyLink = await linkFromMail(
    email,
    'Please verify your email with Lifeline',
    '/verify/',
  );
  await page.goto(verifyLink);
  await page.waitForURL('**/login');
  await expect(page.getByText('Your email address was successfully verified.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same link again, as after a mail scanner opened it first (issue 22).
  const again = await newPage(browser);
  await again.goto(verifyLink);
  await again.waitForURL('**/login');
  await expect(
    again.getByText('Your e-mail address is already verified. You can log in now.'),
  ).toBeVisible();
  await expect(again.getByText('Invalid Email Verification Token')).toBeHidden();
  await again.close();
  await submitLogin(page, email, PASSWORD);
  await expect(
    page.getByText('Your account has not been approved by admins yet.', { exact: false }),
  ).toBeVisible();

  // A staff member follows the header's Alerts badge to Pending Members and approves them.
  const staff = await newPage(browser);
  await signIn(staff, demoAccounts.STAFF.email, demoPassword);
  await staff.getByRole('button', { name: /^Alerts: \d+ pending member/ }).click();
  await staff.getByRole('link', { name: /pending member/i }).click();
  await expect(staff).toHaveURL(/\/users\/pending$/);
  await staff.getByRole('checkbox', { name: 'Select Alex Jordan Demo-Rivera' }).check();
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('1 approved')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expectNoAxeViolations(page);
});

test('an invitee registers from the invite mail and signs in at once', async ({
  page,
  browser,
  loginAs,
}) => {
  const email = newAddress('invitee');
  const firstName = capitalized(randomLetters(6));
  const lastName = capitalized(randomLetters(7));
  await loginAs('ADMIN');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Single Invite' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`${firstName} ${lastName}`);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(`Invite sent to ${firstName} ${lastName}`)).toBeVisible();

  const invitee = await newPage(browser);
  await invitee.goto(await linkFromMail(email, 'Your invitation to Lifeline', '/register/'));
  // A volunteer's invite skips the licence step and fills in what the admin typed.
  await expect(invitee.getByRole('textbox', { name: 'First name' })).toHaveValue(firstName);
  await expect(invitee.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(invitee.getByRole('textbox', { name: 'License number' })).toHaveCount(0);
  await expect(invitee.getByText('You were invited as Volunteer.')).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.locator('input').and(invitee.getByLabel('Password')).fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Submit' }).click();
  await expect(invitee.getByText('Your account is ready: you can log in now.')).toBeVisible();
  await expectNoAxeViolations(invitee);

  await invitee.getByRole('link', { name: 'Go to Log in' }).click();
  await invitee.waitForURL('**/login');
  await submitLogin(invitee, email, PASSWORD);
  await invitee.waitForURL('**/dashboard');
  await expect(invitee.getByText(email)).toBeVisible();

  // The invite is used: its link now says 'Invalid invite' and goes to /register.
  const reused = await newPage(browser);
  await reused.goto(await linkFromMail(email, 'Your invitation to Lifeline', '/register/'));
  await expect(reused.getByText('Invalid invite')).toBeVisible();
  await expect(reused).toHaveURL(/\/register$/);
});

test('a member resets a forgotten password: the old session ends, the new password works', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const email = newAddress('forgetful');
  await createActiveMember(admin, email);

  const oldSession = await newPage(browser);
  await signIn(oldSession, email, PASSWORD);

  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/password/forgot',
  );
  await page.goto('/password/forgot');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(`We sent a link to reset your password to ${email}.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const resetPath = await linkFromMail(
    email,
    'Reset your password for your Lifeline account',
    '/password/',
  );
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await page.locator('input').and(page.getByLabel('New password')).fill('New-journey-pass-2');
  await page.locator('input').and(page.getByLabel('Confirm password')).fill('New-journey-pass-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('input').and(page.getByLabel('Confirm password')).fill('New-journey-pass-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  // The old session is gone: its next page goes to the login. (The Alerts poll may have taken it
  // there already, within ten seconds, so the page is opened by address, not by the sidebar.)
  await oldSession.goto('/hospitals');
  await oldSession.waitForURL('**/login**');
  await expect(loginForm(oldSession).email).toBeVisible();

  // The used link is refused on load with the server's message.
  await page.goto(resetPath);
  await expect(page.getByText('Password Reset Link is expired or not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText('The password you’ve entered is incorrect.')).toBeVisible();
  await signIn(page, email, 'New-journey-pass-2');
});

test('an admin disables a member, whose open session is sent to the login page', async ({
  page,
  browser,
  playwright,
  baseURL,
  loginAs,
}) => {
  const adminApi = await signedInApi(playwright.request, baseURL, 'ADMIN');
  const email = newAddress('disabled');
  const member = await createActiveMember(adminApi, email);

  const memberPage = await newPage(browser);
  await signIn(memberPage, email, PASSWORD);

  await loginAs('ADMIN');
  await page.goto(`/users/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${member.name} disabled.`)).toBeVisible();

  // The member's next page goes to the login. (The Alerts poll may have taken it there already,
  // within ten seconds, so the page is opened by address, not by the sidebar.)
  await memberPage.goto('/hospitals');
  await memberPage.waitForURL('**/login**');
  await expect(loginForm(memberPage).email).toBeVisible();
  await submitLogin(memberPage, email, PASSWORD);
  await expect(
    memberPage.getByText('Your account has been rejected or disabled by admins.', { exact: false }),
  ).toBeVisible();
});

test('an admin imports licences from a CSV, and a responder can then look one up', async ({
  page,
  loginAs,
}) => {
  const number = `T${randomLetters(6).toUpperCase()}`;
  await loginAs('ADMIN');
  await page.getByRole('navigation').getByRole('link', { name: 'Import Licenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Licenses' })).toBeVisible();
  await expectNoAxeViolations(page);
  const csv = [
    'licenseNumber,name,licenseType,status',
    `${number},"Tester, Robin Lee",EMT,Active`,
    ',"Nobody, No",EMT,Active',
    `${number},"Again, Twice",EMT,Active`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'licences.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result.getByText('Inserted', { exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rejected lines' }).getByRole('row');
  await expect(rows).toHaveText([
    /Line\s*Reason/,
    /Line 3\s*licenseNumber is required/,
    new RegExp(`Line 4\\s*Duplicate licenseNumber ${number} in this file`),
  ]);
  await expectNoAxeViolations(page);

  const lookup = await page.request.get(`/api/v1/licenses?license=${number}`);
  expect(await lookup.json()).toMatchObject({ name: 'Tester, Robin Lee', licenseNumber: number });
});

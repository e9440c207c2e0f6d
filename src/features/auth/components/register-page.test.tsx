import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { licenceMessages } from '@contract/licences';
import { registrationMessages } from '@contract/registration';
import { accountStore } from '@/testing/account-store';
import { buildInvite, buildLicence } from '@/testing/account-factories';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { referenceHandlers } from '@/testing/reference-handlers';
import { server } from '@/testing/server';

const PASSWORD = 'Lifeline-demo-1';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function lookUp(user: User, number: string) {
  await user.type(screen.getByRole('textbox', { name: 'License number' }), number);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillDetails(user: User, email = 'chih.koo@example.org', password = PASSWORD) {
  const email$ = screen.getByRole('textbox', { name: 'Email' });
  await user.clear(email$);
  await user.type(email$, email);
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('registration with a licence', () => {
  it('keeps Next disabled until a licence number is typed', async () => {
    const { user } = await renderApp('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'License number' }), 'p1');
    expect(next).toBeEnabled();
  });

  it('names each step by the text it shows, its number too (WCAG 2.5.3 label in name)', async () => {
    await renderApp('/register');
    const stepper = screen.getByRole('button', { name: /License/ }).parentElement;
    const steps = within(stepper ?? document.body).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(['1License', '2Details', '3Complete']);
    expect(steps[0]).toHaveAccessibleName(/^1\s?License$/);
    expect(steps[1]).toHaveAccessibleName(/^2\s?Details$/);
    expect(steps[2]).toHaveAccessibleName(/^3\s?Complete$/);
  });

  it("pre-fills 'Last, First Middle' from the look-up and registers with the licence", async () => {
    accountStore.addLicence(buildLicence());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/register');
    await lookUp(user, ' p39332 ');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Chih');
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Ren Nicholas');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Koo');
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: /Organization/ }), 'SFFD');
    await submit(user);
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: 'Registration complete' })).toBeVisible();
    expect(done).toHaveTextContent(
      'We sent you a confirmation e-mail. Follow the verify link in it to confirm your address.',
    );
    expect(done).toHaveTextContent('An administrator will review your account');
    expect(sentBodies(fetchSpy, 'POST')).toEqual([
      {
        firstName: 'Chih',
        middleName: 'Ren Nicholas',
        lastName: 'Koo',
        email: 'chih.koo@example.org',
        password: PASSWORD,
        organization: 'SFFD',
        languages: [],
        licenseNumber: 'P39332',
      },
    ]);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toContain('/api/v1/licenses?license=P39332');
  });

  it("shows the look-up's message on the licence field with the 'License not found?' panel", async () => {
    accountStore.contact = {
      contactEmail: 'help@lifeline.example.org',
      volunteerEmail: 'join@lifeline.example.org',
    };
    const { user } = await renderApp('/register');
    expect(screen.queryByText('License not found?')).not.toBeInTheDocument();
    await lookUp(user, 'X1');
    const field = screen.getByRole('textbox', { name: 'License number' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(licenceMessages.noMatch));
    expect(screen.getByText('License not found?')).toBeInTheDocument();
    expect(screen.getByText('Check the number and try again.')).toBeInTheDocument();
    const admin = screen.getByRole('link', { name: 'help@lifeline.example.org' });
    expect(admin).toHaveAttribute('href', 'mailto:help@lifeline.example.org');
    expect(admin.parentElement).toHaveTextContent(
      'If it still cannot be found, e-mail the administrator at help@lifeline.example.org.',
    );
    const volunteer = screen.getByRole('link', { name: 'join@lifeline.example.org' });
    expect(volunteer).toHaveAttribute('href', 'mailto:join@lifeline.example.org');
    expect(volunteer.parentElement).toHaveTextContent(
      'No license? You can still help: e-mail join@lifeline.example.org to volunteer.',
    );
  });

  it('leaves out the help sentences whose address the server has not set (or the reference)', async () => {
    accountStore.contact = { contactEmail: null, volunteerEmail: 'join@lifeline.example.org' };
    const { user, unmount } = await renderApp('/register');
    await lookUp(user, 'X1');
    expect(await screen.findByText('Check the number and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'join@lifeline.example.org' })).toBeInTheDocument();
    expect(screen.queryByText(/administrator/)).toBeNull();
    unmount();

    server.use(...referenceHandlers);
    const reference = await renderApp('/register');
    await lookUp(reference.user, 'X1');
    expect(await screen.findByText('Check the number and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/administrator|volunteer/)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('refuses an expired licence at the licence step, in plain words, with the focus on it', async () => {
    accountStore.addLicence(buildLicence({ licenseNumber: 'E900009', status: 'Expired' }));
    const { user } = await renderApp('/register');
    await lookUp(user, 'e900009');
    const field = screen.getByRole('textbox', { name: 'License number' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'This license has expired. Only a current license can be used to sign up.',
      ),
    );
    expect(field).toHaveFocus();
    expect(screen.getByText('License not found?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  });

  it('goes on to the details when the look-up does not say the status (the reference)', async () => {
    server.use(
      http.get('*/api/v1/licenses', () =>
        HttpResponse.json({ name: 'Koo, Chih Ren Nicholas', licenseNumber: 'P39332' }),
      ),
    );
    const { user } = await renderApp('/register');
    await lookUp(user, 'P39332');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Chih');
  });

  it.each([
    ['a 422 string', 422, { message: licenceMessages.alreadyRegistered }],
    [
      'a 503',
      503,
      {
        statusCode: 503,
        error: 'Service Unavailable',
        message: licenceMessages.unavailableWebsite,
      },
    ],
  ])('shows %s on the licence field', async (_case, status, body) => {
    server.use(http.get('*/api/v1/licenses', () => HttpResponse.json(body, { status })));
    const { user } = await renderApp('/register');
    await lookUp(user, 'P1');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'License number' })).toHaveAccessibleDescription(
        body.message,
      ),
    );
    expect(screen.getByText('License not found?')).toBeInTheDocument();
  });

  it("never blocks on the password: a weak one is sent and the server's items land on their fields", async () => {
    accountStore.addLicence(buildLicence());
    server.use(
      http.post('*/api/v1/users/register', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { path: 'email', message: registrationMessages.emailRegistered },
              { path: 'password', message: 'Password must be at least 8 characters long' },
              {
                path: 'password',
                message:
                  'Password must include uppercase, lowercase, number, and special character',
              },
              { path: 'licenseNumber', message: licenceMessages.expiredOrUnprocessable },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/register');
    await lookUp(user, 'P39332');
    await screen.findByRole('textbox', { name: 'First name' });
    await fillDetails(user, 'taken@example.org', 'abc');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        registrationMessages.emailRegistered,
      ),
    );
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Password must be at least 8 characters long. Password must include uppercase, lowercase, number, and special character',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(licenceMessages.expiredOrUnprocessable);
  });

  it('shows a 429 as a general error above the form', async () => {
    accountStore.addLicence(buildLicence());
    server.use(
      http.post('*/api/v1/users/register', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in 60 minutes.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderApp('/register');
    await lookUp(user, 'P39332');
    await screen.findByRole('textbox', { name: 'First name' });
    await fillDetails(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 minutes.',
    );
  });

  it('checks the names with the contract before sending', async () => {
    accountStore.addLicence(buildLicence({ name: 'K, J' }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/register');
    await lookUp(user, 'P39332');
    await screen.findByRole('textbox', { name: 'First name' });
    await fillDetails(user);
    await submit(user);
    expect(await screen.findByText(registrationMessages.firstName)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.lastName)).toBeInTheDocument();
    expect(sentBodies(fetchSpy, 'POST')).toEqual([]);
  });

  it('goes back from the details to the licence step', async () => {
    accountStore.addLicence(buildLicence());
    const { user } = await renderApp('/register');
    await lookUp(user, 'P39332');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'License number' })).toBeInTheDocument();
  });
});

describe('registration by invite', () => {
  it('skips the licence step for a volunteer invite, pre-fills it, and is ready at once', async () => {
    const invite = db.addInvite(buildInvite({ middleName: 'Ann' }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/register/${invite.id}`);
    expect(screen.queryByRole('textbox', { name: 'License number' })).not.toBeInTheDocument();
    expect(screen.getByText('You were invited as Volunteer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Vera');
    expect(screen.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Invitee');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(invite.email);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is ready: you can log in now.',
    );
    expect(sentBodies(fetchSpy, 'POST')).toEqual([
      expect.objectContaining({ inviteId: invite.id, role: 'VOLUNTEER', licenseNumber: null }),
    ]);
  });

  it('asks a first-responder invitee for a licence first', async () => {
    accountStore.addLicence(buildLicence());
    const invite = db.addInvite(buildInvite({ role: 'FIRST_RESPONDER' }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp(`/register/${invite.id}`);
    await lookUp(user, 'P39332');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Chih');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), PASSWORD);
    await submit(user);
    await screen.findByRole('status');
    expect(sentBodies(fetchSpy, 'POST')).toEqual([
      expect.objectContaining({
        inviteId: invite.id,
        role: 'FIRST_RESPONDER',
        licenseNumber: 'P39332',
        email: invite.email,
      }),
    ]);
  });

  it.each([
    ['unknown', () => crypto.randomUUID()],
    ['malformed', () => 'not-an-id'],
    ['accepted', () => db.addInvite(buildInvite({ acceptedById: crypto.randomUUID() })).id],
    ['revoked', () => db.addInvite(buildInvite({ revokedAt: new Date().toISOString() })).id],
    ['expired', () => db.addInvite(buildInvite({ expiresAt: '2024-01-01T00:00:00.000Z' })).id],
  ])("an %s invite shows 'Invalid invite' and goes to /register", async (_case, makeId) => {
    const { router } = await renderApp(`/register/${makeId()}`);
    const notice = await screen.findByText('Invalid invite');
    expect(
      notice
        .closest<HTMLElement>('.mantine-Notification-root')
        ?.style.getPropertyValue('--notification-color'),
    ).toContain('red');
    expect(currentPath(router)).toBe('/register');
    expect(screen.getByRole('textbox', { name: 'License number' })).toBeInTheDocument();
  });

  it('tells a signed-in user that they are already logged in', async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/register');
    expect(await screen.findByText('User is already logged in')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { MFA_TEST_CODE, mfaStore } from '@/testing/mfa-handlers';
import { api } from '@/testing/handler-utils';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const slow = { timeout: 5000 };
const card = () => screen.findByRole('region', { name: 'Two-factor sign-in' }, slow);

describe('Two-factor sign-in card on /profile', () => {
  it('sets up with the QR code and a code, then shows the recovery codes once', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const { user } = await renderApp('/profile');
    const region = await card();
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    await user.click(
      await within(region).findByRole('button', { name: 'Set up two-factor sign-in' }),
    );
    await within(region).findByRole('img', { name: 'QR code for your authenticator app' });
    const code = within(region).getByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '999999');
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText(/The code is not valid/)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, MFA_TEST_CODE);
    await user.click(within(region).getByRole('button', { name: 'Confirm' }));
    const list = await within(region).findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(within(region).getByRole('button', { name: 'Download' })).toBeEnabled();
    await user.click(within(region).getByRole('button', { name: 'I have saved my codes' }));
    expect(await within(region).findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off with the password; a wrong one shows on the field', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    mfaStore.enrol(me.email);
    const { user } = await renderApp('/profile');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    const password = within(dialog).getByLabelText('Your password', { selector: 'input' });
    await user.type(password, 'Wrong-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(dialog).findByText('The password you’ve entered is incorrect.'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Lifeline-demo-1');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(region).findByText('Off')).toBeInTheDocument();
    expect(mfaStore.isEnrolled(me.email)).toBe(false);
  });

  it('does not offer Turn off when the role requires two-factor', async () => {
    const me = db.signIn(buildUser('STAFF'));
    mfaStore.enrol(me.email);
    mfaStore.require(me.email);
    await renderApp('/profile');
    const region = await card();
    await within(region).findByText(/cannot be turned off/);
    expect(within(region).queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
  });

  it('is left out against a server without two-factor sign-in (the reference: 404)', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    server.use(
      http.get(api('/users/me/mfa'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: 'Not Found' },
          { status: 404 },
        ),
      ),
    );
    await renderApp('/profile');
    await screen.findByRole('region', { name: 'Change password' }, slow);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).toBeNull();
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    server.use(
      http.get(api('/users/me/mfa'), () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await renderApp('/profile');
    const region = await card();
    expect(
      await within(region).findByText('Failed to load your two-factor sign-in settings.', {}, slow),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginHref } from '@contract/paths';
import { renderApp } from '@/testing/render';

const LABEL_URL = '/patients/5f0c7a52-2d8e-4f55-9c61-0d9a3b7e1c22';

describe('the login page the server sends a label URL to', () => {
  it('says the session has ended when the request carried an ended session', async () => {
    await renderApp(loginHref(LABEL_URL, { sessionEnded: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is the plain login for a visitor who never had a session', async () => {
    await renderApp(loginHref(LABEL_URL));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended')).toBeNull();
  });
});

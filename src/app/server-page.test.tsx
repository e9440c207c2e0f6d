import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_PAGE_ATTRIBUTE } from '@contract/login-page';
import { createTestI18n } from '@/testing/i18n';
import { createTestQueryClient } from '@/testing/render';
import { App } from './app';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { handOverServerPage } from './server-page';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/** #root as the server sends /login (src/ssr/login-page.tsx), with what the visitor typed. */
function serverLoginPage(email: string, password: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'root';
  element.setAttribute(SERVER_PAGE_ATTRIBUTE, 'login');
  element.innerHTML = `<form method="post">
    <label>Email <input name="email" type="email"></label>
    <label>Password <input name="password" type="password"></label>
    <button type="submit" disabled>Log in</button>
  </form>`;
  document.body.append(element);
  element.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
  const passwordInput = element.querySelector<HTMLInputElement>('input[name="password"]')!;
  passwordInput.value = password;
  passwordInput.focus();
  return element;
}

describe('the hand-over of the server-rendered /login', () => {
  // main.tsx renders in the task that read the server's form: a key pressed in the next task
  // goes to whatever has the focus then. A start-up loader there lost it (issue #22).
  it("shows the SPA's form in its first render, with what was typed and the focus", async () => {
    const element = serverLoginPage('staff@example.org', 'Lifeline');
    const queryClient = createTestQueryClient();
    const router = createAppRouter({
      queryClient,
      createRouter: (routes, options) =>
        createMemoryRouter(routes, { ...options, initialEntries: ['/login'] }),
    });
    expect(await handOverServerPage(element, router)).toBe(true);

    root = createRoot(element);
    flushSync(() =>
      root?.render(
        <AppProviders
          queryClient={queryClient}
          i18n={createTestI18n()}
          env="test"
          withGlobalClasses={false}
        >
          <App router={router} isHandOver />
        </AppProviders>,
      ),
    );

    const page = within(element);
    expect(page.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('staff@example.org');
    const password = page.getByLabelText('Password');
    expect(password).toHaveValue('Lifeline');
    expect(password).toHaveFocus();
    expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});

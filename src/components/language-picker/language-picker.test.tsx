import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, loadDateLocale } from '@/lib/dates';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { renderApp, renderWithProviders } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';
import { LanguagePicker } from './language-picker';

/** The lazy menu's code may take a moment on a busy machine. */
const slow = { timeout: 5000 };

const banner = () => screen.getByRole('banner');
const pickerIn = (element: HTMLElement, name: string) =>
  within(element).findByRole('button', { name: `Language: ${name}` }, slow);

/** The picker once its menu has loaded (until then a placeholder of the same look shows). */
async function loadedPicker(element: HTMLElement, name: string): Promise<HTMLElement> {
  await waitFor(
    () =>
      expect(within(element).getByRole('button', { name: `Language: ${name}` })).toHaveAttribute(
        'aria-haspopup',
        'menu',
      ),
    slow,
  );
  return within(element).getByRole('button', { name: `Language: ${name}` });
}

afterEach(async () => {
  // Dates are written in one locale for the whole page: the next test starts in English.
  await loadDateLocale('en');
});

describe('the language picker', () => {
  it('lists the six languages, each in its own name and script, the current one checked', async () => {
    const { user } = renderWithProviders(<LanguagePicker />);
    await user.click(await loadedPicker(document.body, 'English'));
    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['繁體中文', 'zh-Hant'],
      ['简体中文', 'zh-Hans'],
      ['Español', 'es'],
      ['Русский', 'ru'],
      ['Tagalog', 'tl'],
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('switches the language from the keyboard, dates with it, and tells the caller', async () => {
    const onChosen = vi.fn();
    const { user } = renderWithProviders(<LanguagePicker onChosen={onChosen} />);
    const button = await loadedPicker(document.body, 'English');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    // Arrow keys walk the items (wrapping round); Enter chooses the focused one.
    for (let step = 0; step < 10; step += 1) {
      if (document.activeElement?.textContent === 'Русский') break;
      await user.keyboard('{ArrowDown}');
    }
    expect(within(menu).getByRole('menuitem', { name: 'Русский' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith('ru'));
    expect(await screen.findByRole('button', { name: 'Language: Русский' })).toBeInTheDocument();
    expect(formatDate('2024-06-05')).toBe('5 июня 2024 г.');
  });
});

describe('the language on the member', () => {
  it('saves the header choice on the profile with PATCH /users/me {uiLanguage}', async () => {
    const me = db.signIn(buildUser('VOLUNTEER'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderApp('/dashboard');
    await user.click(await loadedPicker(banner(), 'English'));
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await pickerIn(banner(), 'Español');
    await waitFor(() => expect(sentBodies(fetchSpy, 'PATCH')).toEqual([{ uiLanguage: 'es' }]));
    await waitFor(() => expect(db.userById(me.id)?.user.uiLanguage).toBe('es'));
  });

  it("starts in the member's saved language, whatever this device had", async () => {
    db.signIn(buildUser('VOLUNTEER', { uiLanguage: 'zh-Hant' }));
    await renderApp('/dashboard');
    expect(await pickerIn(banner(), '繁體中文')).toBeInTheDocument();
    expect(formatDate('2024-06-05')).toBe('2024年6月5日');
  });

  it('keeps the choice on this device when the server does not take it (the reference)', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    server.use(
      http.patch(api('/users/me'), () =>
        HttpResponse.json([{ path: 'uiLanguage', message: 'Unknown field' }], { status: 422 }),
      ),
    );
    const { user } = await renderApp('/dashboard');
    await user.click(await loadedPicker(banner(), 'English'));
    await user.click(await screen.findByRole('menuitem', { name: 'Tagalog' }));
    expect(await pickerIn(banner(), 'Tagalog')).toBeInTheDocument();
    // Nothing to tell the member: no error shows, and the choice stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await pickerIn(banner(), 'Tagalog')).toBeInTheDocument();
  });
});

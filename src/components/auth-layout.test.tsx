import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

/** Pretends the viewport is at least `sm` wide (48em), as Mantine's useMatches asks. */
function emulateWideScreen() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: /min-width:\s*48em/.test(query),
  }));
}

describe('auth layout', () => {
  it('shows a banner with the logo, product name and description beside the form', async () => {
    await renderApp('/login');
    const banner = screen.getByRole('region', { name: 'Lifeline' });
    expect(within(banner).getByRole('img', { name: 'Lifeline logo' })).toBeInTheDocument();
    expect(
      within(banner).getByText(
        'Timely access to patient healthcare information for first responders.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sizes the logo 60 on small screens', async () => {
    await renderApp('/login');
    const logo = screen.getByRole('img', { name: 'Lifeline logo' });
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '60');
  });

  it('sizes the logo 100 from the sm breakpoint up', async () => {
    emulateWideScreen();
    await renderApp('/login');
    expect(await screen.findByRole('img', { name: 'Lifeline logo' })).toHaveAttribute(
      'width',
      '100',
    );
  });
});

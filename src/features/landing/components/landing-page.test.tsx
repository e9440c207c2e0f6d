import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

describe('landing page', () => {
  it('names the product and offers Sign Up (to /register) and Log In (to /login)', async () => {
    await renderApp('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Lifeline' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(main).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it("has the 'For First Responders' panel and the 'Benefits of Signing Up' text", async () => {
    await renderApp('/');
    expect(screen.getByRole('region', { name: 'For First Responders' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Benefits of Signing Up' })).toBeInTheDocument();
  });

  it("shows visitors 'Log in' and 'Sign up' header links, both to /login", async () => {
    await renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login');
  });
});

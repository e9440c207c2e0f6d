import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import { authKeys } from '@/features/auth/api/auth.queries';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';

const sidebar = () => screen.getByRole('navigation', { name: 'Main navigation' });

function linksIn(element: HTMLElement) {
  return within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const expectedLinks: Record<Role, [string, string][]> = {
  FIRST_RESPONDER: [
    ['Dashboard', '/'],
    ['Hospitals', '/hospitals'],
  ],
  VOLUNTEER: [
    ['Dashboard', '/'],
    ['Hospitals', '/hospitals'],
  ],
  STAFF: [
    ['Dashboard', '/'],
    ['Program', '/program'],
    ['Patients', '/patients'],
    ['Due for review', '/due-for-review'],
    ['Physicians', '/physicians'],
    ['Hospitals', '/hospitals'],
    ['Catalogs', '/catalogs'],
  ],
  ADMIN: [
    ['Dashboard', '/'],
    ['Program', '/program'],
    ['Import Licenses', '/licenses/import'],
    ['Audit Log', '/audit'],
    ['Emergency Access', '/emergency-access'],
    ['Members', '/users'],
    ['Patients', '/patients'],
    ['Due for review', '/due-for-review'],
    ['Physicians', '/physicians'],
    ['Hospitals', '/hospitals'],
    ['Catalogs', '/catalogs'],
  ],
};

describe('signed-in layout', () => {
  it.each(Object.entries(expectedLinks) as [Role, [string, string][]][])(
    'shows a %s exactly the links their role allows',
    async (role, links) => {
      db.signIn(buildUser(role));
      await renderApp('/dashboard');
      expect(linksIn(sidebar())).toEqual(links);
      // Issue 22: the 'Admin panel' heading over the Dashboard link is for admins only.
      expect(within(sidebar()).queryByText('Admin panel') !== null).toBe(role === 'ADMIN');
      expect(within(sidebar()).getByText('Management')).toBeInTheDocument();
    },
  );

  it('marks the dashboard link as the current page on /dashboard', async () => {
    db.signIn(buildUser('STAFF'));
    await renderApp('/dashboard');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Patients' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows the user's first and last name and e-mail in the sidebar footer", async () => {
    db.signIn(
      buildUser('VOLUNTEER', { firstName: 'Victor', middleName: 'Q', lastName: 'Volunteer' }),
    );
    await renderApp('/dashboard');
    expect(within(sidebar()).getByText('Victor Volunteer')).toBeInTheDocument();
    expect(within(sidebar()).getByText('volunteer@example.org')).toBeInTheDocument();
  });

  it('logs out: ends the server session, forgets the user and goes to /login', async () => {
    db.signIn(buildUser('ADMIN'));
    const { user, router, queryClient } = await renderApp('/users');
    await user.click(within(sidebar()).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(currentPath(router)).toBe('/login');
    expect(db.sessionUserId).toBeNull();
    expect(queryClient.getQueryData(authKeys.me())).toBeNull();
    await router.navigate('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('has an Alerts button and a Profile link to /profile in the header', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Alerts' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('switches between light and dark with the header toggle', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user } = await renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Switch to dark color scheme' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light color scheme' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('opens the sidebar in a drawer from the burger and closes it after navigating', async () => {
    db.signIn(buildUser('STAFF'));
    const { user, router } = await renderApp('/dashboard');
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const drawer = await screen.findByRole('dialog');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(linksIn(drawerNav)).toEqual(expectedLinks.STAFF);
    await user.click(within(drawerNav).getByRole('link', { name: 'Physicians' }));
    await screen.findByRole('heading', { level: 1, name: 'Physicians' });
    expect(router.state.location.pathname).toBe('/physicians');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createTestI18n } from '@/testing/i18n';
import { createTestQueryClient } from '@/testing/render';
import { NavigationProgress } from './navigation-progress';

/** A router whose /slow page waits for the test to release its loader. */
function renderSlowNavigation() {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <Link to="/slow">Open the slow page</Link> },
        {
          path: 'slow',
          loader: async () => {
            await loaded;
            return null;
          },
          element: <h1>Slow page</h1>,
        },
      ],
    },
  ]);
  render(
    <AppProviders queryClient={createTestQueryClient()} i18n={createTestI18n()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { release };
}

describe('navigation progress', () => {
  it('shows a named progress bar while the next page loads, and removes it once it has', async () => {
    const { release } = renderSlowNavigation();
    const user = userEvent.setup();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open the slow page' }));
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    // The old page stays up meanwhile.
    expect(screen.getByRole('link', { name: 'Open the slow page' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

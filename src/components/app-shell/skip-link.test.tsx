import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('skip link', () => {
  it('is the first stop of the Tab key on a signed-in page', async () => {
    db.signIn(buildUser('STAFF'));
    const { user } = await renderApp('/dashboard');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
  });

  it('moves focus to the main content, which Tab alone never stops on', async () => {
    db.signIn(buildUser('STAFF'));
    const { user, router } = await renderApp('/dashboard');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    // Not a navigation: the address keeps no fragment.
    expect(router.state.location.hash).toBe('');
  });
});

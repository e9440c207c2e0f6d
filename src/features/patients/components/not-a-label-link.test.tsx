import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('a patient address that is not a label link', () => {
  it.each([
    ['the view', '/patients/not-a-uuid', 'FIRST_RESPONDER'],
    ['the editor', '/patients/not-a-uuid/edit', 'VOLUNTEER'],
  ] as const)('%s says at once that it is not a Lifeline label link', async (_page, path, role) => {
    db.signIn(buildUser(role));
    const { router } = await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is not a Lifeline label link' }),
    ).toBeVisible();
    expect(screen.getByText(/“not-a-uuid” is not a patient ID/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // No editor, and the API is not asked about an id no label holds.
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('button', { name: 'Save Patient' })).not.toBeInTheDocument();
    expect(db.requests.filter((request) => request.path.includes('not-a-uuid'))).toEqual([]);
  });
});

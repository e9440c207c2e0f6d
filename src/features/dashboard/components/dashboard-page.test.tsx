import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('dashboard', () => {
  it('has a QR Codes card whose Print QR Codes link opens /patients/generate in a new tab', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'QR Codes' });
    const link = within(card).getByRole('link', { name: /^Print QR Codes/ });
    expect(link).toHaveAttribute('href', '/patients/generate');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Print QR Codes (opens in a new tab)');
  });
});

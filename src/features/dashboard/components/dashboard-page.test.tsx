import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { can, minimumRole } from '@contract/permissions';
import { roleOrder } from '@contract/roles';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('dashboard', () => {
  it('has a QR Codes card whose Print QR Codes link opens /patients/generate in a new tab', async () => {
    db.signIn(buildUser(minimumRole('label.print')));
    await renderApp('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'QR Codes' });
    const link = within(card).getByRole('link', { name: /^Print QR Codes/ });
    expect(link).toHaveAttribute('href', '/patients/generate');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleName('Print QR Codes (opens in a new tab)');
  });

  it.each(roleOrder.filter((role) => !can(role, 'label.print')))(
    'offers no Print QR Codes to %s, who may not open the print sheet',
    async (role) => {
      db.signIn(buildUser(role));
      await renderApp('/dashboard');
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'QR Codes' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Print QR Codes/ })).not.toBeInTheDocument();
    },
  );
});

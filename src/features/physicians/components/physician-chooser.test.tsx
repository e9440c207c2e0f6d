import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import type { PhysicianRecord } from '../api/physicians.api';
import { PhysicianChooser } from './physician-chooser';

const chosen = vi.fn<(value: PhysicianRecord | null) => void>();

function Harness() {
  const [value, setValue] = useState<PhysicianRecord | null>(null);
  return (
    <PhysicianChooser
      label="Primary care physician"
      value={value}
      onChange={(next) => {
        setValue(next);
        chosen(next);
      }}
    />
  );
}

const slow = { timeout: 3000 };

describe('PhysicianChooser', () => {
  it('finds physicians by name, showing phone and first hospital', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    db.addPhysician(
      buildPhysician({ firstName: 'Ann', lastName: 'Lee', hospitals: [buildHospital()] }),
    );
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Primary care physician' });
    await user.type(input, 'lee');
    const option = await screen.findByRole('option', { name: /Ann Lee/ }, slow);
    expect(option).toHaveTextContent('(415) 555-0199 · Mercy General');
    await user.click(option);
    expect(chosen.mock.lastCall?.[0]?.lastName).toBe('Lee');
    expect(input).toHaveValue('Ann Lee');
  });

  it("selects a physician registered through '+ Register new physician'", async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Primary care physician' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: '+ Register new physician' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register new physician' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Diaz');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByText('Physician registered successfully.');
    expect(
      screen.queryByRole('dialog', { name: 'Register new physician' }),
    ).not.toBeInTheDocument();
    expect(chosen.mock.lastCall?.[0]).toMatchObject({ firstName: 'Rosa', lastName: 'Diaz' });
    expect(input).toHaveValue('Rosa Diaz');
  });
});

import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildHospital, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import type { HospitalRecord } from '../api/hospitals.api';
import { HospitalChooser } from './hospital-chooser';

const chosen = vi.fn<(value: HospitalRecord | null) => void>();

function Harness() {
  const [value, setValue] = useState<HospitalRecord | null>(null);
  return (
    <HospitalChooser
      label="Hospital"
      value={value}
      onChange={(next) => {
        setValue(next);
        chosen(next);
      }}
    />
  );
}

describe('HospitalChooser', () => {
  it('searches hospitals by name (GET /hospitals?hospital=) and picks one', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    db.addHospital(buildHospital({ name: 'Mercy General', address: '1 Main St' }));
    db.addHospital(buildHospital({ name: 'Saint Mary', phone: null, email: null }));
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'saint');
    await user.click(await screen.findByRole('option', { name: /Saint Mary/ }, { timeout: 3000 }));
    expect(chosen.mock.lastCall?.[0]?.name).toBe('Saint Mary');
    expect(screen.queryByRole('option', { name: /Mercy General/ })).not.toBeInTheDocument();
    expect(db.requests.filter((r) => r.path === '/hospitals')).toEqual([
      { method: 'GET', path: '/hospitals', query: { hospital: 'saint' } },
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHospital, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';

describe('hospital contact links', () => {
  it("dials the hospital's phone and mails its address from its page", async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const hospital = db.addHospital(
      buildHospital({ name: 'Mercy General', phone: '(628) 555-0142', email: 'desk@mercy.org' }),
    );
    await renderApp(`/hospitals/${hospital.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mercy General' });
    expect(screen.getByRole('link', { name: '(628) 555-0142' })).toHaveAttribute(
      'href',
      'tel:6285550142',
    );
    expect(screen.getByRole('link', { name: 'desk@mercy.org' })).toHaveAttribute(
      'href',
      'mailto:desk@mercy.org',
    );
  });

  it('shows "Not provided" as text, not a link, when the hospital has neither', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const hospital = db.addHospital(
      buildHospital({ name: 'Mission Bay', phone: null, email: null, address: null }),
    );
    await renderApp(`/hospitals/${hospital.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Mission Bay' });
    expect(screen.getAllByText('Not provided')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /Not provided/ })).not.toBeInTheDocument();
  });

  it('links phone and e-mail in the list, and a tap on them does not open the row', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    db.addHospital(
      buildHospital({ name: 'Mercy General', phone: '(628) 555-0142', email: 'desk@mercy.org' }),
    );
    const { user, router } = await renderApp('/hospitals');
    const table = await screen.findByRole('table', { name: 'Hospitals' });
    const phone = await within(table).findByRole('link', { name: '(628) 555-0142' });
    expect(phone).toHaveAttribute('href', 'tel:6285550142');
    const email = within(table).getByRole('link', { name: 'desk@mercy.org' });
    expect(email).toHaveAttribute('href', 'mailto:desk@mercy.org');
    // jsdom cannot follow tel:; the row must not react either.
    phone.addEventListener('click', (event) => event.preventDefault());
    await user.click(phone);
    expect(currentPath(router)).toBe('/hospitals');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

describe('physician contact links', () => {
  it("dials the physician's phone and mails her address from her page", async () => {
    db.signIn(buildUser('STAFF'));
    const physician = db.addPhysician(
      buildPhysician({
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '(415) 555-0199',
        email: 'ann.lee@example.org',
      }),
    );
    await renderApp(`/physicians/${physician.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    expect(screen.getByRole('link', { name: '(415) 555-0199' })).toHaveAttribute(
      'href',
      'tel:4155550199',
    );
    expect(screen.getByRole('link', { name: 'ann.lee@example.org' })).toHaveAttribute(
      'href',
      'mailto:ann.lee@example.org',
    );
  });

  it('links phone and e-mail in the physicians list', async () => {
    db.signIn(buildUser('STAFF'));
    db.addPhysician(
      buildPhysician({ firstName: 'Ann', lastName: 'Lee', phone: '(415) 555-0199', email: null }),
    );
    await renderApp('/physicians');
    const table = await screen.findByRole('table', { name: 'Physicians' });
    expect(await within(table).findByRole('link', { name: '(415) 555-0199' })).toHaveAttribute(
      'href',
      'tel:4155550199',
    );
    expect(within(table).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { physicianKeys } from '@/features/physicians/api/physicians.queries';
import { buildHospital, buildPhysician, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

const slow = { timeout: 3000 };

function seed() {
  db.signIn(buildUser(minimumRole('physician.updateInUi')));
  const mercy = buildHospital({ name: 'Mercy General' });
  const physician = db.addPhysician(
    buildPhysician({ firstName: 'Ann', lastName: 'Lee', hospitals: [mercy] }),
  );
  return { mercy, physician };
}

describe('a change to one resource refreshes the others that show it', () => {
  it('renaming a hospital shows the new name on the physician page, without a reload', async () => {
    const { mercy, physician } = seed();
    const { router, user, queryClient } = await renderApp(`/physicians/${physician.id}`);
    const before = await screen.findByRole('table', { name: 'Hospitals' });
    expect(await within(before).findByText('Mercy General')).toBeInTheDocument();

    await router.navigate(`/hospitals/${mercy.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Name' }, slow);
    await user.clear(name);
    await user.type(name, 'Mercy West');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Mercy West' }, slow);
    // The physician's own record embeds its hospitals' names: it is stale now too.
    expect(queryClient.getQueryState(physicianKeys.detail(physician.id))?.isInvalidated).toBe(true);

    await router.navigate(`/physicians/${physician.id}`);
    const after = await screen.findByRole('table', { name: 'Hospitals' }, slow);
    expect(await within(after).findByText('Mercy West', {}, slow)).toBeInTheDocument();
    expect(within(after).queryByText('Mercy General')).not.toBeInTheDocument();
  });

  it("saving a physician refreshes the hospital page's Physicians table", async () => {
    const { mercy, physician } = seed();
    const { router, user } = await renderApp(`/hospitals/${mercy.id}`);
    const before = await screen.findByRole('table', { name: 'Physicians' }, slow);
    expect(await within(before).findByText('Ann Lee')).toBeInTheDocument();

    await router.navigate(`/physicians/${physician.id}/edit`);
    const lastName = await screen.findByRole('textbox', { name: 'Last Name' }, slow);
    await user.clear(lastName);
    await user.type(lastName, 'Smith');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Ann Smith' }, slow);

    await router.navigate(`/hospitals/${mercy.id}`);
    const after = await screen.findByRole('table', { name: 'Physicians' }, slow);
    expect(await within(after).findByText('Ann Smith', {}, slow)).toBeInTheDocument();
    expect(within(after).queryByText('Ann Lee')).not.toBeInTheDocument();
  });
});

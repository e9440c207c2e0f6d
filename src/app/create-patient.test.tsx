import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EDITOR = /^\/patients\/([^/]+)\/edit$/;

async function clickCreatePatient(entry: string) {
  const app = await renderApp(entry);
  await app.user.click(await screen.findByRole('button', { name: 'Create Patient' }));
  await waitFor(() => expect(app.router.state.location.pathname).toMatch(EDITOR), {
    timeout: 4000,
  });
  const id = EDITOR.exec(app.router.state.location.pathname)?.[1] ?? '';
  return { ...app, id };
}

beforeEach(() => {
  db.signIn(buildUser(minimumRole('patient.create')));
});

afterEach(() => {
  window.env = null;
});

describe('Create Patient', () => {
  it.each([
    ['off', 'false'],
    ['on', 'true'],
  ])('with PHI %s, opens the editor of a fresh id without writing anything', async (_phi, flag) => {
    window.env = { VITE_FEATURE_COLLECT_PHI: flag };
    const patientsBefore = db.patients.size;
    const { router, id } = await clickCreatePatient('/dashboard');
    expect(id).toMatch(UUID_V4);
    expect(router.state.location.state).toEqual({ isNew: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register patient' }),
    ).toBeVisible();
    // No label was printed (generate audits one) and no patient registered.
    expect(db.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(db.requests.some((request) => request.path === '/patients/generate')).toBe(false);
    expect(db.patients.size).toBe(patientsBefore);
  });

  it('takes a new id each time', async () => {
    const first = await clickCreatePatient('/dashboard');
    first.unmount();
    const second = await clickCreatePatient('/dashboard');
    expect(second.id).not.toBe(first.id);
  });

  it('is offered on the patients list too', async () => {
    db.signIn(buildUser(minimumRole('patient.listInUi')));
    const { router } = await clickCreatePatient('/patients');
    expect(router.state.location.state).toEqual({ isNew: true });
  });
});

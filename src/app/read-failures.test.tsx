import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { buildHospital, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const slow = { timeout: 3000 };
const UNKNOWN_ID = '5d0a4c1e-7b2f-4e3a-9c8d-1f2e3d4c5b6a';

const signInForPhysicians = () => db.signIn(buildUser(minimumRole('physician.updateInUi')));
const signInForHospitals = () => db.signIn(buildUser(minimumRole('hospital.update')));
const requestsTo = (path: string) =>
  db.requests.filter((request) => request.method === 'GET' && request.path === path);

/** Answers GET `path` with `status`, counting the requests. */
function failWith(path: string, status: number) {
  const counter = { count: 0 };
  server.use(
    http.get(`*/api/v1${path}`, () => {
      counter.count += 1;
      return HttpResponse.json({ message: 'Something broke' }, { status });
    }),
  );
  return counter;
}

describe('a record that does not exist', () => {
  it.each([`/hospitals/${UNKNOWN_ID}`, `/hospitals/${UNKNOWN_ID}/edit`])(
    '%s says the hospital does not exist and leads back to the list, after one request',
    async (path) => {
      signInForHospitals();
      const { router, user } = await renderApp(path);
      const alert = await screen.findByRole('alert', {}, slow);
      expect(alert).toHaveTextContent('This hospital does not exist.');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(requestsTo(`/hospitals/${UNKNOWN_ID}`)).toHaveLength(1);
      await user.click(within(alert).getByRole('link', { name: 'Back to Hospitals' }));
      await screen.findByRole('heading', { level: 1, name: 'Hospitals' }, slow);
      expect(currentPath(router)).toBe('/hospitals');
    },
  );

  it.each([`/physicians/${UNKNOWN_ID}`, `/physicians/${UNKNOWN_ID}/edit`])(
    '%s says the physician does not exist, stays put and asks once',
    async (path) => {
      signInForPhysicians();
      const { router } = await renderApp(path);
      const alert = await screen.findByRole('alert', {}, slow);
      expect(alert).toHaveTextContent('This physician does not exist.');
      expect(within(alert).getByRole('link', { name: 'Back to Physicians' })).toHaveAttribute(
        'href',
        '/physicians',
      );
      expect(currentPath(router)).toBe(path);
      expect(requestsTo(`/physicians/${UNKNOWN_ID}`)).toHaveLength(1);
    },
  );

  it('/physicians/edit is no physician: it never becomes /physicians/edit/edit', async () => {
    signInForPhysicians();
    const { router } = await renderApp('/physicians/edit');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This physician does not exist.',
    );
    expect(currentPath(router)).toBe('/physicians/edit');
  });
});

describe('a read that fails', () => {
  it('a 500 on a physician goes on to the edit route (SPEC §2), asking the server once', async () => {
    signInForPhysicians();
    const calls = failWith(`/physicians/${UNKNOWN_ID}`, 500);
    const { router } = await renderApp(`/physicians/${UNKNOWN_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Physician' }, slow);
    expect(currentPath(router)).toBe(`/physicians/${UNKNOWN_ID}/edit`);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch physician.');
    expect(calls.count).toBe(1);
  });

  it('a 500 on a hospital shows the failure with Retry, one request each time', async () => {
    signInForHospitals();
    const calls = failWith(`/hospitals/${UNKNOWN_ID}`, 500);
    const { user } = await renderApp(`/hospitals/${UNKNOWN_ID}`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to fetch hospital.',
    );
    expect(calls.count).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: 'Retry' }, slow);
    expect(calls.count).toBe(2);
  });

  it('a 503 is asked once more before the failure shows', async () => {
    signInForHospitals();
    const calls = failWith(`/hospitals/${UNKNOWN_ID}`, 503);
    await renderApp(`/hospitals/${UNKNOWN_ID}`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to fetch hospital.',
    );
    expect(calls.count).toBe(2);
  });

  it('a list that fails with a 500 is asked once and offers Retry', async () => {
    signInForHospitals();
    const calls = failWith('/hospitals', 500);
    await renderApp('/hospitals');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to fetch Hospitals.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});

describe('a read the role may not make (403)', () => {
  it('on a list says so, with no Retry, after one request', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const calls = failWith('/hospitals', 403);
    await renderApp('/hospitals');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('You do not have access to this');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('on a record says so, with no Retry', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const hospital = db.addHospital(buildHospital());
    const calls = failWith(`/hospitals/${hospital.id}`, 403);
    await renderApp(`/hospitals/${hospital.id}`);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'You do not have access to this',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});

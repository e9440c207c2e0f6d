import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const ids = ['1a2b3c4d-0000-4000-8000-000000000001', '1a2b3c4d-0000-4000-8000-000000000002'];

/** generate?count=1 answers the ids above in turn. */
function answerIds() {
  let next = 0;
  server.use(
    http.get(api('/patients/generate'), ({ request }) => {
      db.requests.push({
        method: 'GET',
        path: '/patients/generate',
        query: Object.fromEntries(new URL(request.url).searchParams),
      });
      return HttpResponse.json([`http://localhost/patients/${ids[next++] ?? ''}`]);
    }),
  );
}

const requestsTo = (method: string, path: string) =>
  db.requests.filter((request) => request.method === method && request.path === path);

async function clickCreatePatient(entry: string) {
  const app = await renderApp(entry);
  await app.user.click(await screen.findByRole('button', { name: 'Create Patient' }));
  return app;
}

beforeEach(() => {
  db.signIn(buildUser(minimumRole('patient.create')));
  answerIds();
});

afterEach(() => {
  window.env = null;
});

describe('Create Patient', () => {
  it('with PHI off, registers one new id with a bare POST and opens its editor', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    const { router } = await clickCreatePatient('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[0]}/edit`), {
      timeout: 4000,
    });
    expect(requestsTo('GET', '/patients/generate').map((r) => r.query)).toEqual([{ count: '1' }]);
    expect(requestsTo('POST', '/patients')).toHaveLength(1);
    expect(db.patients.has(ids[0]!)).toBe(true);
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Patient' })).toBeVisible();
  });

  it('tries a new id when the first is taken (409)', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    server.use(
      http.post(
        api('/patients'),
        () =>
          HttpResponse.json(
            { message: `Patient with ID ${ids[0]} already exists in database.` },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const { router } = await clickCreatePatient('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[1]}/edit`), {
      timeout: 4000,
    });
    expect(requestsTo('GET', '/patients/generate')).toHaveLength(2);
    expect(db.patients.has(ids[1]!)).toBe(true);
  });

  it('with PHI on, skips the bare POST and opens the editor for a new patient', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
    const { router } = await clickCreatePatient('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[0]}/edit`), {
      timeout: 4000,
    });
    expect(requestsTo('POST', '/patients')).toHaveLength(0);
    expect(router.state.location.state).toEqual({ isNew: true });
  });

  it('is offered on the patients list too', async () => {
    db.signIn(buildUser(minimumRole('patient.listInUi')));
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    const { router } = await clickCreatePatient('/patients');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[0]}/edit`), {
      timeout: 4000,
    });
  });

  it('says so when no id can be had, and stays', async () => {
    server.use(
      http.get(api('/patients/generate'), () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { router } = await clickCreatePatient('/dashboard');
    expect(await screen.findByText('Failed to create patient.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requestsTo('POST', '/patients')).toHaveLength(0);
  });

  it('says so when registering fails for another reason than a taken id', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    server.use(
      http.post(api('/patients'), () =>
        HttpResponse.json(
          { error: 'Unprocessable Entity', message: [{ path: 'id', message: 'Invalid uuid' }] },
          { status: 422 },
        ),
      ),
    );
    const { router } = await clickCreatePatient('/dashboard');
    expect(await screen.findByText('Failed to create patient.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

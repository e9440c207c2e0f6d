import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { ApiError } from '@/lib/api-client';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { CreatePatientButton } from './create-patient-button';

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

const generateCounts = () =>
  db.requests.filter((request) => request.path === '/patients/generate').map((r) => r.query.count);

function renderButton(registerPatient: (id: string) => Promise<unknown>) {
  return renderWithProviders(<CreatePatientButton registerPatient={registerPatient} />, {
    entry: '/dashboard',
  });
}

beforeEach(() => {
  db.signIn(buildUser(minimumRole('patient.create')));
});

afterEach(() => {
  window.env = null;
});

describe('Create Patient', () => {
  it('with PHI off, registers one new id with a bare POST and opens its editor', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    answerIds();
    const register = vi.fn(() => Promise.resolve({}));
    const { user, router } = renderButton(register);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[0]}/edit`));
    expect(generateCounts()).toEqual(['1']);
    expect(register).toHaveBeenCalledExactlyOnceWith(ids[0]);
    expect(router.state.location.state).toEqual({ isNewPatient: false });
  });

  it('tries a new id when the first is taken (409)', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    answerIds();
    const register = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'Patient with ID x already exists in database.'))
      .mockResolvedValueOnce({});
    const { user, router } = renderButton(register);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[1]}/edit`));
    expect(register.mock.calls).toEqual([[ids[0]], [ids[1]]]);
    expect(generateCounts()).toEqual(['1', '1']);
  });

  it('with PHI on, skips the bare POST and opens the editor for a new patient', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
    answerIds();
    const register = vi.fn(() => Promise.resolve({}));
    const { user, router } = renderButton(register);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${ids[0]}/edit`));
    expect(register).not.toHaveBeenCalled();
    expect(router.state.location.state).toEqual({ isNewPatient: true });
  });

  it('says so when no id can be had, and stays', async () => {
    server.use(
      http.get(api('/patients/generate'), () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const register = vi.fn(() => Promise.resolve({}));
    const { user, router } = renderButton(register);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    expect(await screen.findByText('Failed to create patient.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(register).not.toHaveBeenCalled();
  });

  it('says so when registering fails for another reason than a taken id', async () => {
    window.env = { VITE_FEATURE_COLLECT_PHI: 'false' };
    answerIds();
    const register = vi.fn(() =>
      Promise.reject(new ApiError(422, [{ path: 'id', message: 'Invalid uuid' }])),
    );
    const { user } = renderButton(register);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));
    expect(await screen.findByText('Failed to create patient.')).toBeInTheDocument();
    expect(register).toHaveBeenCalledOnce();
  });
});

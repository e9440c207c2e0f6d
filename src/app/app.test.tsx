import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router';
import type { User } from '@contract/users';
import { authKeys } from '@/features/auth/api/auth.queries';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { referenceHandlers } from '@/testing/reference-handlers';
import { currentPath, renderApp, waitForStartup } from '@/testing/render';
import { server } from '@/testing/server';
import type { AuthResolvedHandler } from './app';
import { endRevokedSession } from './auth-resolved';

describe('app start-up', () => {
  it('shows a full-screen loader until the session check answers', async () => {
    db.addUser(buildUser('STAFF'));
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/v1/auth/session', async () => {
        await answered;
        return HttpResponse.json({ user: buildUser('STAFF') });
      }),
    );
    await renderApp('/dashboard', { waitForStart: false });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    answer?.();
    await waitForStartup();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('then runs the redirect handler once with the user and the location', async () => {
    const signedIn = db.signIn(buildUser('VOLUNTEER'));
    const calls: [User | null, Location][] = [];
    const onAuthResolved: AuthResolvedHandler = (user, location) => {
      calls.push([user, location]);
    };
    await renderApp('/hospitals?page=2', { onAuthResolved });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toMatchObject({
      id: signedIn.id,
      email: signedIn.email,
      role: 'VOLUNTEER',
    });
    expect(calls[0]?.[1]).toMatchObject({ pathname: '/hospitals', search: '?page=2' });
  });

  it('passes null to the handler when nobody is signed in', async () => {
    const onAuthResolved = vi.fn<AuthResolvedHandler>();
    await renderApp('/', { onAuthResolved });
    expect(onAuthResolved).toHaveBeenCalledTimes(1);
    expect(onAuthResolved.mock.calls[0]?.[0]).toBeNull();
  });

  it('goes where the handler says, replacing the entry', async () => {
    db.signIn(buildUser('STAFF'));
    const { router } = await renderApp('/dashboard', { onAuthResolved: () => '/physicians' });
    await screen.findByRole('heading', { level: 1, name: 'Physicians' });
    expect(currentPath(router)).toBe('/physicians');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('logs the user out when the handler throws', async () => {
    db.signIn(buildUser('ADMIN'));
    let logoutCalls = 0;
    server.use(
      http.get('*/api/v1/auth/logout', () => {
        logoutCalls += 1;
        db.sessionUserId = null;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { router, queryClient } = await renderApp('/users', {
      onAuthResolved: () => {
        throw new Error('not allowed');
      },
    });
    await screen.findByRole('button', { name: 'Log in' });
    expect(logoutCalls).toBe(1);
    expect(queryClient.getQueryData(authKeys.me())).toBeNull();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/users')}`);
  });

  it("ends a disabled user's session with the app's own handler", async () => {
    db.signIn(buildUser('STAFF', { disabledAt: '2024-06-05T15:04:00.000Z' }));
    const { router } = await renderApp('/dashboard', { onAuthResolved: endRevokedSession });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db.sessionUserId).toBeNull();
  });
  // Issue #22: GET /users/me answered a visitor 401, an error in every public page's console.
  it("asks a visitor's session with the check that answers 200, never GET /users/me", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Log in' });
    const asked = fetchSpy.mock.calls.map(
      ([input]) =>
        new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname,
    );
    fetchSpy.mockRestore();
    expect(asked).toContain('/api/v1/auth/session');
    expect(asked).not.toContain('/api/v1/users/me');
  });

  it('falls back to GET /users/me on the reference server, which has no session check', async () => {
    server.use(...referenceHandlers);
    db.signIn(buildUser('STAFF'));
    const { router } = await renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });
});

describe('endRevokedSession', () => {
  const location = { pathname: '/', search: '', hash: '', state: null, key: 'default' } as Location;

  it('lets an active user or a visitor through', () => {
    expect(endRevokedSession(buildUser('ADMIN'), location)).toBeUndefined();
    expect(endRevokedSession(null, location)).toBeUndefined();
  });

  it('throws for a rejected or disabled user', () => {
    expect(() =>
      endRevokedSession(buildUser('STAFF', { rejectedAt: '2024-01-01T00:00:00.000Z' }), location),
    ).toThrow();
    expect(() =>
      endRevokedSession(buildUser('STAFF', { disabledAt: '2024-01-01T00:00:00.000Z' }), location),
    ).toThrow();
  });
});

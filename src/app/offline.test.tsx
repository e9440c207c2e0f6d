// Issue 13: with no network, a label URL shows the offline screen, never the login page (the
// session check failed, it did not say "signed out") nor the new-patient editor (no answer is
// not a 404).
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { minimumRole } from '@contract/permissions';
import {
  OfflineRouteScreen,
  OfflineScreen,
  RETRY_AFTER_ONLINE_MS,
} from '@/components/offline/offline-screen';
import { UpdatePrompt } from '@/components/offline/update-prompt';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { currentPath, renderApp, renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';

const PATIENT_ID = '7c0ffee1-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const slow = { timeout: 3000 };

/** Every request to `path` ends without an answer, as when the phone has no signal. */
const noNetworkFor = (path: string) =>
  server.use(http.get(`*/api/v1${path}`, () => HttpResponse.error()));

describe('offline', () => {
  it('opens a label URL as the offline screen with the label code, not the login page', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    noNetworkFor('/auth/session');
    const { router } = await renderApp(`/patients/${PATIENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'No connection', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(screen.getByTestId('offline-label-code')).toHaveTextContent('7c0ffee1');
    expect(
      screen.getByText(
        "The patient's paper kit, usually on the fridge, holds the same information.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/patients/${PATIENT_ID}`);
  });

  it('still sends a visitor to the login page when the server answers 401', async () => {
    const { router } = await renderApp(`/patients/${PATIENT_ID}`);
    await screen.findByRole('button', { name: 'Log in' }, slow);
    expect(currentPath(router)).toMatch(/^\/login\?redirect=/);
  });

  it('shows the offline screen, not the new-patient editor, when the patient read gets no answer', async () => {
    db.signIn(buildUser(minimumRole('patient.create')));
    noNetworkFor('/patients/:id');
    const { router, user } = await renderApp(`/patients/${PATIENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'No connection', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(screen.getByTestId('offline-label-code')).toHaveTextContent('7c0ffee1');
    expect(currentPath(router)).toBe(`/patients/${PATIENT_ID}`);
    // Retry asks again; still no network, still the offline screen.
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/patients/${PATIENT_ID}`);
  });
});

// Issue 22: the offline screen did not notice the signal coming back.
describe('the offline screen of a layout (its guard failed before the patient route)', () => {
  it('reads the label code from the address when the route params stop above the patient', async () => {
    renderWithProviders(<OfflineRouteScreen />, { entry: `/patients/${PATIENT_ID}` });
    expect(await screen.findByTestId('offline-label-code')).toHaveTextContent('7c0ffee1');
  });

  it('shows no code for an address that is no label', async () => {
    renderWithProviders(<OfflineRouteScreen />, { entry: '/patients/generate' });
    expect(
      await screen.findByRole('heading', { name: 'No connection', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('offline-label-code')).not.toBeInTheDocument();
  });
});

describe('when the signal returns', () => {
  const signalReturns = () => act(() => void window.dispatchEvent(new Event('online')));

  it('reads the patient again by itself and shows the record', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    db.addPatient(buildPatient({ id: PATIENT_ID }));
    let hasSignal = false;
    server.use(
      http.get('*/api/v1/patients/:id', () => (hasSignal ? undefined : HttpResponse.error())),
    );
    await renderApp(`/patients/${PATIENT_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'No connection', level: 1 }, slow),
    ).toBeInTheDocument();
    hasSignal = true;
    signalReturns();
    // The record (PHI off in tests: its heading is the id), once the moment has passed.
    expect(
      await screen.findByRole(
        'heading',
        { name: PATIENT_ID, level: 1 },
        { timeout: RETRY_AFTER_ONLINE_MS + slow.timeout },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No connection' })).not.toBeInTheDocument();
  });

  describe('on a clock of its own', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
    const signalDrops = () => act(() => void window.dispatchEvent(new Event('offline')));

    it('tries again once per return of the signal, a moment later, and no longer once it is gone', () => {
      const onRetry = vi.fn();
      const { unmount } = renderWithProviders(<OfflineScreen onRetry={onRetry} asPage />);
      signalReturns();
      wait(RETRY_AFTER_ONLINE_MS - 1);
      expect(onRetry).not.toHaveBeenCalled();
      wait(1);
      expect(onRetry).toHaveBeenCalledTimes(1);
      // A second return of the signal, then the page leaves before the moment has passed.
      signalReturns();
      unmount();
      wait(RETRY_AFTER_ONLINE_MS);
      signalReturns();
      wait(RETRY_AFTER_ONLINE_MS);
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('does not try again when the signal drops again within that moment', () => {
      const onRetry = vi.fn();
      renderWithProviders(<OfflineScreen onRetry={onRetry} asPage />);
      signalReturns();
      wait(RETRY_AFTER_ONLINE_MS / 2);
      signalDrops();
      wait(RETRY_AFTER_ONLINE_MS);
      expect(onRetry).not.toHaveBeenCalled();
    });

    it('does not try again while the browser still says it is offline', () => {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      onTestFinished(() => onLine.mockRestore());
      const onRetry = vi.fn();
      renderWithProviders(<OfflineScreen onRetry={onRetry} asPage />);
      signalReturns();
      wait(RETRY_AFTER_ONLINE_MS);
      expect(onRetry).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      signalReturns();
      wait(RETRY_AFTER_ONLINE_MS);
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});

describe('UpdatePrompt', () => {
  it('reloads into the new version when Reload is pressed', async () => {
    const onReload = vi.fn();
    const { user } = renderWithProviders(
      <UpdatePrompt message="Reload to use it." reloadLabel="Reload" onReload={onReload} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

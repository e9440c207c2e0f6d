import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPatient, buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { server } from '@/testing/server';
import { currentPath, renderApp } from '@/testing/render';

/** Issue 22: the responder's start page. */
const PATIENT_ID = '0b7c8f5e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';
const labelUrl = (id: string) => `${window.location.origin}/patients/${id}`;

/** A camera that gives a stream, and a BarcodeDetector that reads `codes` one frame each. */
function fakeCamera(codes: string[]) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const frames = [...codes];
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      detect = () => {
        const code = frames.shift();
        return Promise.resolve(code === undefined ? [] : [{ rawValue: code }]);
      };
    },
  );
  return { getUserMedia, stop };
}

function refusedCamera() {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

beforeEach(() => {
  db.addPatient(buildPatient({ id: PATIENT_ID }));
});

describe("the responder's start page", () => {
  it('scans a label of this deployment with the camera and opens that patient', async () => {
    const camera = fakeCamera(['', labelUrl(PATIENT_ID.toUpperCase())]);
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user, router } = await renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a label' });
    expect(within(dialog).getByText('Point the camera at the QR code on the label.')).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: PATIENT_ID });
    expect(currentPath(router)).toBe(`/patients/${PATIENT_ID}`);
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(camera.stop).toHaveBeenCalled();
  });

  it.each([
    ['another site', `https://evil.example.com/patients/${PATIENT_ID}`],
    ['a page that is not a patient', `${window.location.origin}/users/${PATIENT_ID}`],
    ['an id that is not a uuid', `${window.location.origin}/patients/12345`],
    ['plain text', 'WIFI:S:home;T:WPA;P:secret;;'],
  ])('refuses a QR code of %s with a message, and stays', async (_name, code) => {
    fakeCamera([code]);
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user, router } = await renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a label' });
    expect(
      await within(dialog).findByText(/This QR code is not a Lifeline label from this site/),
    ).toBeVisible();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it("explains how to use the phone's own camera when the camera is refused", async () => {
    refusedCamera();
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user } = await renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a label' });
    expect(await within(dialog).findByText('The camera is not allowed')).toBeVisible();
    expect(within(dialog).getByText(/open the Camera app, point it at the label/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the patients this member opened on this device, by label code and time only, until cleared', async () => {
    const member = buildUser('FIRST_RESPONDER');
    db.signIn(member);
    const { user, router } = await renderApp('/dashboard');
    const recent = () => screen.getByRole('region', { name: 'Recently opened on this device' });
    expect(within(recent()).getByText('No patients opened on this device yet.')).toBeVisible();

    await router.navigate(`/patients/${PATIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: PATIENT_ID });
    await router.navigate('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const link = within(recent()).getByRole('link', { name: 'Label 0b7c8f5e' });
    expect(link).toHaveAttribute('href', `/patients/${PATIENT_ID}`);
    expect(within(recent()).getByText(/^Opened /)).toBeVisible();

    // Ids and times only: nothing else of the patient is written to the device.
    const stored: unknown = JSON.parse(
      window.localStorage.getItem(`lifeline.recentPatients.${member.id}`) ?? '',
    );
    expect(stored).toEqual([
      { id: PATIENT_ID, openedAt: expect.stringMatching(/^\d{4}-/) as unknown },
    ]);

    await user.click(within(recent()).getByRole('button', { name: 'Clear list' }));
    expect(within(recent()).getByText('No patients opened on this device yet.')).toBeVisible();
    expect(window.localStorage.getItem(`lifeline.recentPatients.${member.id}`)).toBeNull();
  });

  it("does not show one member's recent patients to another on the same device", async () => {
    const first = buildUser('FIRST_RESPONDER');
    window.localStorage.setItem(
      `lifeline.recentPatients.${first.id}`,
      JSON.stringify([{ id: PATIENT_ID, openedAt: '2026-01-01T10:00:00.000Z' }]),
    );
    db.signIn(buildUser('VOLUNTEER', { id: '9d0e5f6a-7b8c-4d2a-8b3c-1d2a0b7c8f5e' }));
    await renderApp('/dashboard');
    const recent = screen.getByRole('region', { name: 'Recently opened on this device' });
    expect(within(recent).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says whether the app is ready offline', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/dashboard');
    const card = screen.getByRole('region', { name: 'Offline use' });
    expect(within(card).getByText(/cannot keep Lifeline for use without a signal/)).toBeVisible();
  });

  it('shows ready offline once the service worker is active', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, ready: Promise.resolve({}) },
    });
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/dashboard');
    const card = screen.getByRole('region', { name: 'Offline use' });
    expect(await within(card).findByText(/^Ready offline/)).toBeVisible();
  });

  it('shows how to reach the phrase card, with a link in each of its languages', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const { user, router } = await renderApp('/dashboard');
    const card = screen.getByRole('region', { name: 'Phrase card' });
    expect(within(card).getByText(/Talk with the patient/)).toBeVisible();
    const languages = within(card).getByRole('list', { name: 'Phrase card languages' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cantonese', 'Mandarin', 'Russian', 'Spanish', 'Tagalog']);
    await user.click(within(languages).getByRole('link', { name: 'Spanish' }));
    await waitFor(() => expect(currentPath(router)).toBe('/talk/SPANISH'));
  });
});

describe("other roles' counts", () => {
  it('shows staff the members waiting for approval, linked to the pending list', async () => {
    for (const email of ['p1@example.org', 'p2@example.org'])
      db.addUser(buildUser('FIRST_RESPONDER', { email, approvedAt: null }));
    db.signIn(buildUser('STAFF'));
    await renderApp('/dashboard');
    const count = screen.getByRole('region', { name: 'Members waiting for approval' });
    expect(await within(count).findByText('2')).toBeVisible();
    expect(within(count).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/users/pending',
    );
  });

  it('shows a volunteer the labels printed this week, and no pending members', async () => {
    const now = new Date();
    const thisWeek = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
    db.labelPrints.push(
      { at: new Date(thisWeek.getTime() - 60_000).toISOString(), count: 100 },
      { at: thisWeek.toISOString(), count: 12 },
      { at: now.toISOString(), count: 20 },
    );
    db.signIn(buildUser('VOLUNTEER'));
    await renderApp('/dashboard');
    const count = screen.getByRole('region', { name: 'Labels printed this week' });
    expect(await within(count).findByText('32')).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Members waiting for approval' }),
    ).not.toBeInTheDocument();
  });

  it('shows a dash for the labels printed when the server has no figure (the reference server)', async () => {
    let isAsked = false;
    server.use(
      http.get(api('/labels/printed'), () => {
        isAsked = true;
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    db.signIn(buildUser('VOLUNTEER'));
    await renderApp('/dashboard');
    const count = screen.getByRole('region', { name: 'Labels printed this week' });
    await waitFor(() => expect(isAsked).toBe(true));
    expect(within(count).getByText('–')).toBeVisible();
  });

  it('shows a responder no counts', async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    await renderApp('/dashboard');
    expect(
      screen.queryByRole('region', { name: 'Members waiting for approval' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Labels printed this week' }),
    ).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompactEncrypt } from 'jose';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatShlink } from '@contract/handoff';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/*
 * Issue 25: the viewer opens a SMART Health Link: passcode, manifest, decryption in the browser
 * (a fixture encrypted here with a known key), the summary in the reader's language; a revoked
 * link is refused.
 */

const SNOMED = 'http://snomed.info/sct';
const bundle = {
  resourceType: 'Bundle',
  type: 'document',
  timestamp: '2025-03-10T12:00:00.000Z',
  entry: [
    {
      fullUrl: 'urn:uuid:c',
      resource: {
        resourceType: 'Composition',
        id: 'c',
        subject: { reference: 'urn:uuid:p' },
        section: [
          { code: { coding: [{ code: '48765-2' }] }, entry: [{ reference: 'urn:uuid:a' }] },
          { code: { coding: [{ code: '10160-0' }] }, entry: [{ reference: 'urn:uuid:m' }] },
          { code: { coding: [{ code: '11450-4' }] }, entry: [{ reference: 'urn:uuid:d' }] },
          { code: { coding: [{ code: '42348-3' }] }, entry: [{ reference: 'urn:uuid:k' }] },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:p',
      resource: {
        resourceType: 'Patient',
        id: 'p',
        name: [{ given: ['Rosa'], family: 'Demo' }],
        birthDate: '1950-03-15',
        identifier: [
          { system: 'urn:lifeline:patient', value: 'de30de30-0002-4000-8000-000000000002' },
        ],
        communication: [
          { language: { coding: [{ system: 'urn:ietf:bcp:47', code: 'es' }], text: 'Castilian' } },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:a',
      resource: {
        resourceType: 'AllergyIntolerance',
        id: 'a',
        code: { text: 'Penicillin' },
        reaction: [{ manifestation: [{ coding: [{ system: SNOMED, code: '39579001' }] }] }],
      },
    },
    {
      fullUrl: 'urn:uuid:m',
      resource: {
        resourceType: 'MedicationStatement',
        id: 'm',
        medicationCodeableConcept: { text: 'Warfarin' },
        dosage: [{ text: '5 mg' }],
      },
    },
    {
      fullUrl: 'urn:uuid:d',
      resource: {
        resourceType: 'Condition',
        id: 'd',
        code: { coding: [{ system: SNOMED, code: '160245001' }], text: 'No current problems' },
      },
    },
    {
      fullUrl: 'urn:uuid:k',
      resource: {
        resourceType: 'Consent',
        id: 'k',
        provision: { code: [{ coding: [{ system: 'urn:lifeline:code-status', code: 'DNR' }] }] },
      },
    },
  ],
};

const key = new Uint8Array(32).fill(7);
const keyText = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';
const token = 'x'.repeat(43);

async function serve(state: { revoked: boolean }) {
  const jwe = await new CompactEncrypt(
    Uint8Array.from(new TextEncoder().encode(JSON.stringify(bundle))),
  )
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .encrypt(key);
  server.use(
    http.post(`*/api/v1/shl/${token}`, async ({ request }) => {
      const body = (await request.json()) as { passcode?: string };
      if (state.revoked) return HttpResponse.json({ message: 'gone' }, { status: 404 });
      if (body.passcode !== '123456')
        return HttpResponse.json({ message: 'Wrong', remainingAttempts: 4 }, { status: 401 });
      return HttpResponse.json({
        files: [{ contentType: 'application/fhir+json', embedded: jwe }],
      });
    }),
  );
}

const link = formatShlink({
  url: `http://localhost/api/v1/shl/${token}`,
  key: keyText,
  flag: 'P',
  v: 1,
});

describe('the SMART Health Link viewer', () => {
  it('asks for the passcode, then decrypts and shows the summary in the reader language', async () => {
    const user = userEvent.setup();
    await serve({ revoked: false });
    await renderApp(`/shl#${link}`);
    await user.type(await screen.findByLabelText(/Passcode/), '000000');
    await user.click(screen.getByRole('button', { name: 'Open the summary' }));
    expect(await screen.findByText('Wrong passcode. Attempts left: 4')).toBeVisible();
    await user.clear(screen.getByLabelText(/Passcode/));
    await user.type(screen.getByLabelText(/Passcode/), '123456');
    await user.click(screen.getByRole('button', { name: 'Open the summary' }));
    expect(await screen.findByTestId('shl-summary')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Allergies' })).toBeVisible();
    expect(screen.getByText('Penicillin — Anaphylaxis')).toBeVisible();
    expect(screen.getByText('Warfarin — 5 mg')).toBeVisible();
    expect(screen.getByText('No known problems')).toBeVisible();
    expect(screen.getByText('DNR')).toBeVisible();
    expect(screen.getByText(/Rosa Demo/)).toBeVisible();
    // The date of birth through the one date helper, not the Bundle's ISO date.
    expect(screen.getByText('Date of birth: March 15, 1950')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download FHIR JSON' })).toBeVisible();
    // The label the hospital can match the patient by (all it has with PHI off), and the
    // patient's language named from its tag, in the reader's language.
    expect(screen.getByText('Label: de30de30')).toBeVisible();
    expect(screen.getByText('Language: Spanish')).toBeVisible();
  });

  it("has the visitors' header with the language picker, and no Log in: hospitals have no account", async () => {
    await renderApp(`/shl#${link}`);
    expect(await screen.findByRole('button', { name: /Language/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('refuses a revoked link clearly', async () => {
    const user = userEvent.setup();
    await serve({ revoked: true });
    await renderApp(`/shl#${link}`);
    await user.type(await screen.findByLabelText(/Passcode/), '123456');
    await user.click(screen.getByRole('button', { name: 'Open the summary' }));
    expect(await screen.findByText('Link refused')).toBeVisible();
  });

  it('says so when the address holds no link', async () => {
    await renderApp('/shl');
    expect(
      await screen.findByText('This address does not hold a patient summary link.'),
    ).toBeVisible();
  });
});

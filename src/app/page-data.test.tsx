import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildAllergy, buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/db';
import { createTestI18n } from '@/testing/i18n';
import { createTestQueryClient } from '@/testing/render';
import { authKeys } from '@/features/auth/api/auth.queries';
import { patientKeys } from '@/features/patients/api/patients.queries';
import { App } from './app';
import { LABEL_PAGE_DATA_ID } from '@contract/label-page';
import { seedFromPageData } from './page-data';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const responder = buildUser('FIRST_RESPONDER', { firstName: 'Fiona' });
const patient = buildPatient({
  codeStatus: 'DNR',
  allergies: [{ allergy: buildAllergy({ name: 'Penicillin' }) }],
});

/** A document with the server's block, as server/src/modules/label-page/label-page.data.ts writes it. */
function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('Lifeline');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = LABEL_PAGE_DATA_ID;
  block.textContent = content;
  doc.body.append(block);
  return doc;
}

const blockOf = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

describe('seedFromPageData', () => {
  it('seeds the session user and the patient once, and removes the block', () => {
    const doc = pageWith(blockOf({ user: responder, patientId: patient.id, patient }));
    const queryClient = createTestQueryClient();
    expect(seedFromPageData(queryClient, doc, `/patients/${patient.id}`)).toBe(true);
    expect(queryClient.getQueryData(authKeys.me())).toMatchObject({ id: responder.id });
    expect(queryClient.getQueryData(patientKeys.detail(patient.id))).toMatchObject({
      id: patient.id,
      codeStatus: 'DNR',
    });
    expect(doc.getElementById(LABEL_PAGE_DATA_ID)).toBeNull();
    expect(seedFromPageData(createTestQueryClient(), doc, `/patients/${patient.id}`)).toBe(false);
  });

  it.each([
    ['no block', null, `/patients/${patient.id}`],
    ['another page', blockOf({ user: responder, patientId: patient.id, patient }), '/dashboard'],
    [
      "another patient's page",
      blockOf({ user: responder, patientId: patient.id, patient }),
      '/patients/0b5a5f8e-4c5e-4f43-8e0b-1e6c0a3f5d21',
    ],
    ['text that is not JSON', '{"user":', `/patients/${patient.id}`],
    [
      'a patient the reader refuses',
      blockOf({ user: responder, patientId: patient.id, patient: { id: 7 } }),
      `/patients/${patient.id}`,
    ],
    ['no user', blockOf({ patientId: patient.id, patient }), `/patients/${patient.id}`],
  ])('seeds nothing for %s', (_name, content, pathname) => {
    const doc = content === null ? document.implementation.createHTMLDocument() : pageWith(content);
    const queryClient = createTestQueryClient();
    expect(seedFromPageData(queryClient, doc, pathname)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('a label page that arrives with its data', () => {
  it('paints code status and allergies without asking for the user or the patient', async () => {
    // The mock server knows neither: any request for them would fail the page.
    db.sessionUserId = null;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = createTestQueryClient();
    const path = `/patients/${patient.id}`;
    seedFromPageData(
      queryClient,
      pageWith(blockOf({ user: responder, patientId: patient.id, patient })),
      path,
    );
    const router = createAppRouter({
      queryClient,
      createRouter: (routes, options) =>
        createMemoryRouter(routes, { ...options, initialEntries: [path] }),
    });
    render(
      <AppProviders
        queryClient={queryClient}
        i18n={createTestI18n()}
        env="test"
        withGlobalClasses={false}
      >
        <App router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByText('DNR — Do not resuscitate', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Penicillin')).toBeVisible();
    const asked = fetchSpy.mock.calls.map(
      ([input]) =>
        new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname,
    );
    expect(asked).not.toContain('/api/v1/auth/session');
    expect(asked).not.toContain('/api/v1/users/me');
    expect(asked).not.toContain(`/api/v1/patients/${patient.id}`);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentMessages, type PatientDocument } from '@contract/documents';
import type { Patient } from '@contract/patients';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { SignedFormPages } from './signed-form-pages';

/** A stored page as the server lists it. */
const page = (number: number, contentType: PatientDocument['contentType'] = 'application/pdf') => ({
  id: crypto.randomUUID(),
  kind: 'signed_form' as const,
  contentType,
  size: 1234,
  page: number,
  createdAt: '2026-11-27T10:00:00.000Z',
});

/** The patients this test's server holds, as GET /patients/:id answers them. */
const patients = new Map<string, Patient>();

function seed(documents: PatientDocument[] | undefined) {
  const patient = buildPatient(documents === undefined ? {} : { documents, photo: null });
  patients.set(patient.id, patient);
  server.use(
    http.get(`/api/v1/patients/${patient.id}`, () => HttpResponse.json(patients.get(patient.id))),
  );
  return patient.id;
}

/** The server's list after a write. */
function storeDocuments(id: string, documents: PatientDocument[]) {
  const patient = patients.get(id);
  if (patient) patients.set(id, { ...patient, documents });
}

beforeEach(() => {
  db.signIn(buildUser('VOLUNTEER'));
});

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'polst.pdf', { type: 'application/pdf' });

describe('SignedFormPages', () => {
  it('shows nothing against a server without documents (the reference), or with PHI off', async () => {
    const id = seed(undefined);
    const reference = renderWithProviders(<SignedFormPages patientId={id} collectPhi />);
    const other = seed([page(1)]);
    renderWithProviders(<SignedFormPages patientId={other} collectPhi={false} />);
    // The same component with documents listed shows them: the two above stay empty.
    renderWithProviders(<SignedFormPages patientId={other} collectPhi />);
    expect(await screen.findAllByRole('region', { name: 'Signed form pages' })).toHaveLength(1);
    await waitFor(() =>
      expect(reference.container.querySelector('section, input')).not.toBeInTheDocument(),
    );
  });

  it('sends a chosen PDF as it is, shows progress ending in the saved page, and lists it', async () => {
    const id = seed([]);
    const sent: { type: string | null; body: string }[] = [];
    const stored = page(1);
    server.use(
      http.post(`/api/v1/patients/${id}/documents`, async ({ request }) => {
        sent.push({ type: request.headers.get('content-type'), body: await request.text() });
        storeDocuments(id, [stored]);
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<SignedFormPages patientId={id} collectPhi />);
    const region = await screen.findByRole('region', { name: 'Signed form pages' });
    expect(within(region).getByText('No pages attached yet.')).toBeInTheDocument();
    const camera = region.querySelector('input[type="file"][capture="environment"]');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const chooser = region.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (!chooser) throw new Error('no file input');
    expect(chooser).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
    await user.upload(chooser, pdf());
    expect(await within(region).findByText('Page saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }]);
    expect(
      await within(region).findByRole('link', {
        name: 'Page 1 of the signed form (opens full screen)',
      }),
    ).toHaveAttribute('href', `/api/v1/patients/${id}/documents/${stored.id}`);
  });

  it("shows the server's refusal in the reader's words", async () => {
    const id = seed([]);
    server.use(
      http.post(`/api/v1/patients/${id}/documents`, () =>
        HttpResponse.json({ message: documentMessages.wrongType }, { status: 415 }),
      ),
    );
    const { user } = renderWithProviders(<SignedFormPages patientId={id} collectPhi />);
    const region = await screen.findByRole('region', { name: 'Signed form pages' });
    const chooser = region.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (!chooser) throw new Error('no file input');
    await user.upload(chooser, pdf());
    expect(await within(region).findByRole('alert')).toHaveTextContent(documentMessages.wrongType);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const id = seed([]);
    let calls = 0;
    server.use(
      http.post(`/api/v1/patients/${id}/documents`, () => {
        calls += 1;
        return HttpResponse.json(page(1), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<SignedFormPages patientId={id} collectPhi />);
    const region = await screen.findByRole('region', { name: 'Signed form pages' });
    const chooser = region.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (!chooser) throw new Error('no file input');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', {
      type: 'application/pdf',
    });
    await user.upload(chooser, huge);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'This file is larger than 10 MB.',
    );
    expect(calls).toBe(0);
  });

  it('deletes a page only after the question is answered Yes', async () => {
    const first = page(1);
    const id = seed([first]);
    let deleted = 0;
    server.use(
      http.delete(`/api/v1/patients/${id}/documents/${first.id}`, () => {
        deleted += 1;
        storeDocuments(id, []);
        return HttpResponse.json({ message: documentMessages.deleted });
      }),
    );
    const { user } = renderWithProviders(<SignedFormPages patientId={id} collectPhi />);
    await user.click(await screen.findByRole('button', { name: 'Delete page 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete page' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete page 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete page' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Page deleted.')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(await screen.findByText('No pages attached yet.')).toBeInTheDocument();
  });
});

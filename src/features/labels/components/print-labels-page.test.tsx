import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minimumRole } from '@contract/permissions';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const PATIENT_ID = '5b0c2f9e-3f1d-4c57-9a3b-2a1d0e9f8c7b';

const generateCounts = () =>
  db.requests.filter((request) => request.path === '/patients/generate').map((r) => r.query.count);

/** The labels on the sheets: the preview is hidden from assistive technology, so ask for it. */
const labels = () =>
  within(screen.getByTestId('label-sheets')).queryAllByRole('link', { hidden: true });
/** A label's slot on its sheet, 0-based in reading order: the sheet's grid places it there. */
const slotOf = (label: Element | undefined) =>
  [...(label?.parentElement?.children ?? [])].indexOf(label as Element);
const ready = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

beforeEach(() => {
  db.signIn(buildUser(minimumRole('label.print')));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the QR print page', () => {
  it('opens with SPEC defaults: 1 page of 12 labels, starting at the first label', async () => {
    await renderApp('/patients/generate');
    expect(screen.getByRole('heading', { level: 1, name: 'Print QR Codes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number of pages' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Start at label' })).toHaveValue('1');
    expect(screen.getByRole('radio', { name: '12 per page (3 × 4)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '20 per page (4 × 5)' })).not.toBeChecked();
    expect(
      screen.getByText('In the print dialog, set the scale to 100% and the margins to 0 (None).'),
    ).toBeInTheDocument();
    await ready('Ready to print: 12 labels on 1 sheet.');
    expect(generateCounts()).toEqual(['12']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    const printed = labels();
    expect(printed).toHaveLength(12);
    const url = printed[0]?.getAttribute('href') ?? '';
    expect(url).toMatch(/\/patients\/[0-9a-f-]{36}$/);
    // Under each QR, the first 8 characters of the patient id.
    expect(printed[0]).toHaveTextContent(url.slice(-36, -28));
    expect(printed[0]?.querySelector('svg')).not.toBeNull();
  });

  it('shows what it is preparing, with Print disabled until the sheets are ready', async () => {
    server.use(
      http.get(api('/patients/generate'), async () => {
        await delay(300);
        return HttpResponse.json(
          Array.from(
            { length: 12 },
            (_, i) => `http://localhost/patients/${i}0000000-0000-4000-8000-000000000000`,
          ),
        );
      }),
    );
    await renderApp('/patients/generate');
    expect(screen.getByRole('status')).toHaveTextContent('Getting 12 new label codes…');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Preparing the sheets' })).toBeInTheDocument();
    await ready('Ready to print: 12 labels on 1 sheet.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('limits the pages to one call of at most 1000 labels: 83 of 12, 50 of 20', async () => {
    // One label whatever the count: this test is about what is asked for, not about drawing.
    server.use(
      http.get(api('/patients/generate'), ({ request }) => {
        db.requests.push({
          method: 'GET',
          path: '/patients/generate',
          query: Object.fromEntries(new URL(request.url).searchParams),
        });
        return HttpResponse.json([`http://localhost/patients/${PATIENT_ID}`]);
      }),
    );
    const { user, router } = await renderApp('/patients/generate?pages=200');
    const pages = screen.getByRole('textbox', { name: 'Number of pages' });
    expect(pages).toHaveValue('83');
    expect(screen.getByText('1 to 83 sheets')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '20 per page (4 × 5)' }));
    expect(await screen.findByText('1 to 50 sheets')).toBeInTheDocument();
    expect(pages).toHaveValue('50');
    expect(currentPath(router)).toBe('/patients/generate?pages=50&layout=20');
    await waitFor(() => expect(generateCounts()).toEqual(['996', '1000']));
  });

  it('asks for pages × labels per sheet once the number of pages is typed', async () => {
    const { user } = await renderApp('/patients/generate?layout=20');
    await ready('Ready to print: 20 labels on 1 sheet.');
    const pages = screen.getByRole('textbox', { name: 'Number of pages' });
    await user.clear(pages);
    await user.type(pages, '2');
    await ready('Ready to print: 40 labels on 2 sheets.');
    expect(generateCounts()).toEqual(['20', '40']);
    expect(labels()).toHaveLength(40);
  });

  it('starts a run at label N of the first sheet, leaving the used labels blank', async () => {
    await renderApp('/patients/generate?pages=2&start=5');
    await ready('Ready to print: 20 labels on 2 sheets.');
    expect(generateCounts()).toEqual(['20']);
    const first = labels()[0];
    // Label 5 of the 3 × 4 sheet (second row, second column), after 4 blank slots.
    expect(slotOf(first)).toBe(4);
    expect(first?.parentElement?.querySelectorAll('a')).toHaveLength(12 - 4);
    expect(screen.getByTestId('label-sheets').style.getPropertyValue('--columns')).toBe('3');
  });

  it('keeps Start at label within the layout', async () => {
    const { user } = await renderApp('/patients/generate?layout=20&start=17');
    await user.click(screen.getByRole('radio', { name: '12 per page (3 × 4)' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Start at label' })).toHaveValue('12'),
    );
  });

  it('prints, then asks for new labels so none is printed twice', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp('/patients/generate');
    await ready('Ready to print: 12 labels on 1 sheet.');
    const before = labels().map((label) => label.getAttribute('href'));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(generateCounts()).toEqual(['12', '12']));
    await ready('Ready to print: 12 labels on 1 sheet.');
    expect(labels().map((label) => label.getAttribute('href'))).not.toEqual(before);
  });

  it('says so when the labels cannot be fetched, with Retry', async () => {
    server.use(
      http.get(api('/patients/generate'), () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    await renderApp('/patients/generate');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get new label codes.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

describe('reprinting one patient label (?id=)', () => {
  it('prints that patient label with the same layouts, without asking for new ids', async () => {
    await renderApp(`/patients/generate?id=${PATIENT_ID}&start=3`);
    expect(screen.getByRole('heading', { level: 1, name: 'Reprint QR Code' })).toBeInTheDocument();
    expect(screen.getByText(/One label for patient 5b0c2f9e/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Number of pages' })).not.toBeInTheDocument();
    await ready('Ready to print: 1 label on 1 sheet.');
    const [label] = labels();
    expect(labels()).toHaveLength(1);
    expect(label).toHaveAttribute('href', `${window.location.origin}/patients/${PATIENT_ID}`);
    expect(label).toHaveTextContent('5b0c2f9e');
    // Slot 3 of the first row.
    expect(slotOf(label)).toBe(2);
    expect(generateCounts()).toEqual([]);
  });

  it('refuses an address that names no patient', async () => {
    await renderApp('/patients/generate?id=not-an-id');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address does not name a patient, so there is no label to print.',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

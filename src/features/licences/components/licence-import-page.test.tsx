import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { licenceImportMessages } from '@contract/licences';
import { buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const CSV = 'licenseNumber,name,licenseType,status\nP1,"Doe, Jane",Paramedic,Active\n';

const csvFile = (content: string, name = 'licences.csv') =>
  new File([content], name, { type: 'text/csv' });

/** Mantine's FileInput is a button over a hidden file input, which the upload targets. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

async function openAndUpload(content: string) {
  db.signIn(buildUser('ADMIN'));
  const rendered = await renderApp('/licenses/import');
  await screen.findByRole('heading', { level: 1, name: 'Import Licenses' });
  const submit = screen.getByRole('button', { name: 'Import' });
  expect(submit).toBeDisabled();
  await rendered.user.upload(fileInput(), csvFile(content));
  await rendered.user.click(submit);
  return rendered;
}

describe('licence import', () => {
  it('sends the file as text/csv and shows what was inserted and updated', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.post('*/api/v1/licenses/import', async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({ inserted: 3, updated: 2, rejected: [] });
      }),
    );
    await openAndUpload(CSV);
    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(seen).toEqual([{ type: 'text/csv', body: CSV }]);
    const term = (name: string) =>
      within(result).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Inserted')).toBe('3');
    expect(term('Updated')).toBe('2');
    expect(term('Rejected')).toBe('0');
    expect(within(result).getByText('No line was rejected.')).toBeInTheDocument();
  });

  it('lists each rejected line with its reason', async () => {
    server.use(
      http.post('*/api/v1/licenses/import', () =>
        HttpResponse.json({
          inserted: 1,
          updated: 0,
          rejected: [
            { line: 3, message: licenceImportMessages.required('name') },
            { line: 5, message: licenceImportMessages.duplicate('P1') },
          ],
        }),
      ),
    );
    await openAndUpload(CSV);
    const table = await screen.findByRole('table', { name: 'Rejected lines' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Line 3', 'name is required'],
      ['Line 5', 'Duplicate licenseNumber P1 in this file'],
    ]);
  });

  it("shows a refused file's messages above the form", async () => {
    server.use(
      http.post('*/api/v1/licenses/import', () =>
        HttpResponse.json(
          {
            error: 'Unprocessable Entity',
            message: [
              { path: 'body', message: licenceImportMessages.missingColumn('name') },
              { path: 'body', message: licenceImportMessages.missingColumn('status') },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await openAndUpload('licenseNumber\nP1\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import failed.');
    expect(alert).toHaveTextContent('Missing column: name. Missing column: status');
    expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument();
  });

  it('is reached from the Admin panel of the sidebar', async () => {
    db.signIn(buildUser('ADMIN'));
    await renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Admin panel' });
    expect(within(panel).getByRole('link', { name: 'Import Licenses' })).toHaveAttribute(
      'href',
      '/licenses/import',
    );
  });
});

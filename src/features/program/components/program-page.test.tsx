import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProgramFigures } from '@contract/program';
import { buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { currentPath, renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const slow = { timeout: 5000 };
const range = '/program?from=2025-01-06&to=2025-01-26&interval=week';

const figures: ProgramFigures = {
  interval: 'week',
  from: '2025-01-06',
  to: '2025-01-27',
  points: [
    {
      start: '2025-01-06',
      patientsEnrolled: 2,
      patientsTotal: 1203,
      labelsPrinted: 1240,
      labelsRegistered: 2,
      labelScans: 0,
      newMembers: 0,
      recordsVerified: 4,
      recordsOverdue: 310,
    },
    {
      start: '2025-01-13',
      patientsEnrolled: 0,
      patientsTotal: 1203,
      labelsPrinted: 12,
      labelsRegistered: 0,
      labelScans: 7,
      newMembers: 1,
      recordsVerified: 0,
      recordsOverdue: 312,
    },
    {
      start: '2025-01-20',
      patientsEnrolled: 1,
      patientsTotal: 1204,
      labelsPrinted: 0,
      labelsRegistered: 1,
      labelScans: 3,
      newMembers: 2,
      recordsVerified: 9,
      recordsOverdue: 305,
    },
  ],
};

/** Answers `body` with `status` and keeps the queries asked. */
function answerFigures(body: object, status = 200): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('/program/figures'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

const figureOf = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

// The route's chunk carries the charts: loaded once before the tests, so the first test's page
// does not wait for the import past the start-up wait.
beforeAll(async () => {
  await import('@/app/routes/program');
}, 60_000);

describe('the Program page', () => {
  it('shows staff the range’s totals, a chart per figure and the figures by week', async () => {
    db.signIn(buildUser('STAFF'));
    const asked = answerFigures(figures);
    await renderApp(range);
    await screen.findByRole('heading', { level: 1, name: 'Program' }, slow);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/program');
    // The last day is included: the API's `to` is the day after it.
    expect(asked[0]?.get('from')).toBe('2025-01-06');
    expect(asked[0]?.get('to')).toBe('2025-01-27');
    expect(asked[0]?.get('interval')).toBe('week');

    await screen.findByRole('table', { name: 'Figures by period' }, slow);
    expect(figureOf('patientsTotal')).toBe('1,204');
    expect(figureOf('labelsPrinted')).toBe('1,252');
    expect(figureOf('labelScans')).toBe('10');
    expect(figureOf('newMembers')).toBe('3');
    // Verifications are summed; the records overdue are those at the range's end.
    expect(figureOf('recordsVerified')).toBe('13');
    expect(figureOf('recordsOverdue')).toBe('305');
    for (const chart of [
      'Patients enrolled',
      'Labels printed and registered',
      'Label scans by first responders',
      'New patients and new members',
      'Records verified and overdue for review',
    ])
      expect(screen.getByRole('region', { name: chart })).toBeInTheDocument();
    expect(
      within(
        screen.getByRole('region', { name: 'Records verified and overdue for review' }),
      ).getByText(/A record keeps only its latest verification/),
    ).toBeVisible();

    const rows = within(screen.getByRole('table', { name: 'Figures by period' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(/Jan 6, 2025/);
    expect(rows[1]).toHaveTextContent('1,240');
    const table = screen.getByRole('table', { name: 'Figures by period' });
    for (const column of ['Records verified', 'Records overdue'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('312');
  });

  it('leaves the verification figures out when the server sends none (the reference server)', async () => {
    db.signIn(buildUser('STAFF'));
    answerFigures({
      ...figures,
      points: figures.points.map(({ recordsVerified: _v, recordsOverdue: _o, ...point }) => point),
    });
    await renderApp(range);
    const table = await screen.findByRole('table', { name: 'Figures by period' }, slow);
    expect(
      within(table).queryByRole('columnheader', { name: 'Records overdue' }),
    ).not.toBeInTheDocument();
    expect(figureOf('recordsOverdue')).toBeUndefined();
    expect(
      screen.queryByRole('region', { name: 'Records verified and overdue for review' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Label scans by first responders' })).toBeVisible();
  });

  it('links the CSV export with the same range', async () => {
    db.signIn(buildUser('ADMIN'));
    answerFigures(figures);
    await renderApp(range);
    const link = await screen.findByRole('link', { name: 'Download CSV' }, slow);
    expect(link).toHaveAttribute(
      'href',
      '/api/v1/program/figures/export?from=2025-01-06&to=2025-01-27&interval=week',
    );
    expect(link).toHaveAttribute('download');
  });

  it('says so when nothing was counted in the range', async () => {
    db.signIn(buildUser('STAFF'));
    await renderApp(range);
    expect(await screen.findByText('Nothing was recorded in this range.', {}, slow)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Figures by period' })).not.toBeInTheDocument();
  });

  it('offers Retry when the figures could not be read, and the figures after it', async () => {
    db.signIn(buildUser('STAFF'));
    answerFigures({ message: 'Internal Server Error' }, 500);
    const { user } = await renderApp(range);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    answerFigures(figures);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Figures by period' }, slow);
  });

  it('says an older server has no figures', async () => {
    db.signIn(buildUser('STAFF'));
    answerFigures({ message: 'Not Found' }, 404);
    await renderApp(range);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This server does not offer the program’s figures.',
    );
  });

  it('defaults to the last twelve months by week', async () => {
    db.signIn(buildUser('STAFF'));
    const asked = answerFigures({ ...figures, points: [] });
    await renderApp('/program');
    await waitFor(() => expect(asked).toHaveLength(1), slow);
    const from = new Date(`${asked[0]?.get('from')}T00:00:00Z`);
    const to = new Date(`${asked[0]?.get('to')}T00:00:00Z`);
    expect((to.getTime() - from.getTime()) / 86_400_000).toBeGreaterThanOrEqual(365);
    expect((to.getTime() - from.getTime()) / 86_400_000).toBeLessThanOrEqual(366);
    expect(asked[0]?.get('interval')).toBe('week');
  });

  it('sends a volunteer to the forbidden page', async () => {
    db.signIn(buildUser('VOLUNTEER'));
    const { router } = await renderApp('/program');
    await waitFor(() => expect(currentPath(router)).toBe('/forbidden?from=%2Fprogram'), slow);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildPatient } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { MarkVerified } from './mark-verified';
import { VerificationStatus } from './verification-status';

/* Issue 24: the responder's verification line and the Mark as verified dialog. */

const NOW = new Date('2026-11-27T12:00:00.000Z');
const verifier = {
  id: '0f3c2a1e-5b6d-4c7e-8f9a-0b1c2d3e4f50',
  firstName: 'Ana',
  lastName: 'Lopez',
};

describe('VerificationStatus', () => {
  it('fresh: says how long ago, by whom and how', () => {
    renderWithProviders(
      <VerificationStatus
        now={NOW}
        patient={{
          verifiedAt: '2026-08-20T10:00:00.000Z',
          verifiedBy: verifier,
          verificationNote: 'phone call with daughter',
          reviewDueAt: '2027-02-20T10:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByText('Verified 3 months ago')).toBeInTheDocument();
    expect(screen.getByText(/by Ana Lopez: phone call with daughter/)).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveAttribute('data-state', 'fresh');
  });

  it('overdue: says plainly for how long, and to confirm with the patient', () => {
    renderWithProviders(
      <VerificationStatus
        now={NOW}
        patient={{
          verifiedAt: '2025-09-10T10:00:00.000Z',
          verifiedBy: verifier,
          verificationNote: 'home visit',
          reviewDueAt: '2026-03-10T10:00:00.000Z',
        }}
      />,
    );
    expect(
      screen.getByText('Not verified for 14 months — confirm with the patient'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveAttribute('data-state', 'overdue');
  });

  it('never verified: says so, and past the interval asks to confirm', () => {
    const { unmount } = renderWithProviders(
      <VerificationStatus
        now={NOW}
        patient={{ verifiedAt: null, verifiedBy: null, reviewDueAt: '2027-01-01T00:00:00.000Z' }}
      />,
    );
    expect(screen.getByText('Never verified')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <VerificationStatus
        now={NOW}
        patient={{ verifiedAt: null, verifiedBy: null, reviewDueAt: '2026-01-01T00:00:00.000Z' }}
      />,
    );
    expect(screen.getByText('Never verified — confirm with the patient')).toBeInTheDocument();
  });

  it('shows nothing for a server that sends no verification keys (the reference)', () => {
    const { container } = renderWithProviders(<VerificationStatus now={NOW} patient={{}} />);
    expect(container.querySelector('[data-testid="verification-status"]')).toBeNull();
  });
});

describe('MarkVerified', () => {
  it('asks for a one-line note and sends it', async () => {
    const patient = buildPatient();
    const sent: unknown[] = [];
    server.use(
      http.post(api('/patients/:id/verification'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...patient,
          verifiedAt: NOW.toISOString(),
          verifiedBy: verifier,
          verificationNote: 'phone call with daughter',
          reviewDueAt: '2027-05-27T12:00:00.000Z',
        });
      }),
    );
    const { user } = renderWithProviders(<MarkVerified patientId={patient.id} />);
    await user.click(screen.getByRole('button', { name: 'Mark as verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as verified' });
    expect(dialog).toBeInTheDocument();
    const submit = screen.getAllByRole('button', { name: 'Mark as verified' }).at(-1);
    if (!submit) throw new Error('no submit button');
    await user.click(submit);
    expect(
      await screen.findByText('Say in one line how the record was verified'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(
      screen.getByRole('textbox', { name: /How was it verified/ }),
      '  phone call with daughter ',
    );
    await user.click(submit);
    await waitFor(() => expect(sent).toEqual([{ note: 'phone call with daughter' }]));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark as verified' })).not.toBeInTheDocument(),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { buildPatient, buildUser } from '@/testing/factories';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { shareHref } from './share-fragment';

/** Issue 25: "Share with hospital" and "Export FHIR" on the patient's page. */
describe('hospital handoff on the patient page', () => {
  it("opens with the dialog shown from the server label page's link (#share)", async () => {
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient());
    await renderApp(shareHref(patient.id));
    expect(
      await screen.findByRole('dialog', { name: "Share this patient's summary with a hospital" }),
    ).toBeVisible();
  });

  it('a responder makes a link: QR code, link, passcode, expiry; revokes it', async () => {
    const user = userEvent.setup();
    db.signIn(buildUser('FIRST_RESPONDER'));
    const patient = db.addPatient(buildPatient());
    await renderApp(paths.patient.href(patient.id));
    await user.click(await screen.findByRole('button', { name: 'Share with hospital' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Share this patient's summary with a hospital",
    });
    await user.click(within(dialog).getAllByLabelText('The link expires in')[0]!);
    await user.click(await screen.findByRole('option', { name: '4 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
    expect(await within(dialog).findByTestId('share-passcode')).toHaveTextContent('123456');
    expect(within(dialog).getByRole('img', { name: 'QR code of the hospital link' })).toBeVisible();
    expect(within(dialog).getByTestId('share-link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost\/shl#shlink:\//),
    );
    expect(within(dialog).getByText(/^Expires /)).toBeVisible();
    // The dialog's own close button (the X) is named: axe's button-name, found by the e2e journey.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    const sent = db.requests.find((r) => r.method === 'POST' && r.path.endsWith('/share-links'));
    expect(sent).toBeDefined();
    // The page's list shows the active link with its own Revoke.
    expect(await screen.findByText(/opened: 0/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No active hospital links.')).toBeVisible();
    // A responder does not export.
    expect(screen.queryByRole('link', { name: 'Export FHIR' })).not.toBeInTheDocument();
  });

  it('staff get "Export FHIR", a download of the Bundle', async () => {
    db.signIn(buildUser('STAFF'));
    const patient = db.addPatient(buildPatient());
    await renderApp(paths.patient.href(patient.id));
    const link = await screen.findByRole('link', { name: 'Export FHIR' });
    expect(link).toHaveAttribute('href', `/api/v1/patients/${patient.id}/fhir`);
    expect(link).toHaveAttribute('download');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildAllergy, buildPatient, buildUser } from '@/testing/factories';
import { api } from '@/testing/handler-utils';
import { db } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { sentBodies } from '@/testing/sent-bodies';
import { server } from '@/testing/server';

/*
 * Issue 22, the editor's fields: a refused date of birth says why on the field, the emergency
 * contact's e-mail follows the one e-mail rule, and the medical pickers add what a catalog
 * lacks. (The editor's flow and saves are tested in patient-editor.test.tsx.)
 */

const slow = { timeout: 12000 };

async function openEditor(hash = '', { isNew = false } = {}) {
  window.env = { VITE_FEATURE_COLLECT_PHI: 'true' };
  db.signIn(buildUser('VOLUNTEER'));
  const patient = isNew ? null : db.addPatient(buildPatient());
  const id = patient?.id ?? crypto.randomUUID();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const rendered = await renderApp(
    { pathname: `/patients/${id}/edit`, hash, state: isNew ? { isNew: true } : null },
    { waitForStart: false },
  );
  await screen.findByRole('button', { name: /1\. Basic Information/ }, slow);
  return {
    ...rendered,
    id,
    posted: () => sentBodies(fetchSpy, 'POST'),
    patched: () => sentBodies(fetchSpy, 'PATCH'),
  };
}

const section = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('patient editor: the date of birth', { timeout: 60_000 }, () => {
  it.each([
    ['02/30/1990', 'Enter a real date as MM/DD/YYYY'],
    ['01/01/2999', 'Date of Birth cannot be after today'],
  ])('says why %j is refused, on the field, and keeps it', async (text, why) => {
    const { user, posted } = await openEditor('', { isNew: true });
    await user.type(await screen.findByRole('textbox', { name: /First Name/ }, slow), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
    const field = screen.getByRole('textbox', { name: /Date of Birth/ });
    await user.type(field, text);
    await user.tab();
    expect(field).toHaveValue(text);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(why) as string);
    // Leaving the section keeps it open on the same reason, and sends nothing.
    await user.click(section('Emergency Contact'));
    await waitFor(() => expect(field).toHaveFocus(), slow);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(why) as string);
    expect(section('Basic Information')).toHaveAttribute('aria-expanded', 'true');
    expect(posted()).toEqual([]);
  });
});

describe("patient editor: the emergency contact's e-mail", { timeout: 60_000 }, () => {
  it.each(['omar@', 'x@y'])(
    'refuses %j with the one e-mail rule and sends nothing',
    async (email) => {
      const { user, patched } = await openEditor('#emergency-contact');
      const field = await screen.findByRole('textbox', { name: 'Email' }, slow);
      await user.clear(field);
      await user.type(field, email);
      await user.click(section('Medical Information'));
      expect(await screen.findByText('Invalid email', {}, slow)).toBeInTheDocument();
      expect(section('Emergency Contact')).toHaveAttribute('aria-expanded', 'true');
      expect(patched()).toEqual([]);
    },
  );
});

describe('patient editor: adding to a catalog from its picker', { timeout: 60_000 }, () => {
  it("adds 'Zebra venom' as a new allergy, with its type, and chooses it", async () => {
    const { user, posted } = await openEditor('#medical-information');
    await user.type(
      await screen.findByRole('combobox', { name: 'Allergies' }, slow),
      'Zebra venom',
    );
    await user.click(await screen.findByRole('option', { name: '+ Add “Zebra venom”' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Zebra venom');
    // The catalog's own rule: an allergy needs a type.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Type is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Zebra venom was added.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(screen.getByRole('button', { name: 'Remove Zebra venom' })).toBeInTheDocument();
    expect(posted()).toEqual([{ name: 'Zebra venom', type: 'OTHER' }]);
    expect([...db.catalogs.allergies.values()].map((entry) => entry.name)).toEqual(['Zebra venom']);
  });

  it("says the catalog's duplicate message when the name exists, and chooses that entry", async () => {
    const existing = buildAllergy({ name: 'Zebra Venom', type: 'OTHER' });
    server.use(
      http.post(api('/allergies/register'), () => HttpResponse.json(existing, { status: 200 })),
    );
    const { user } = await openEditor('#medical-information');
    await user.type(
      await screen.findByRole('combobox', { name: 'Allergies' }, slow),
      'zebra venom',
    );
    await user.click(await screen.findByRole('option', { name: '+ Add “zebra venom”' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Add allergy' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Zebra Venom already existed, so nothing was added.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Zebra Venom' })).toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { formatShlink, type ShareLink, type ShareLinkCreated } from '@contract/handoff';
import { api, guard } from './handler-utils';

/** [ours] Issue 25: the patient's SMART Health Links, in memory (the viewer mocks its own fetch). */
export const handoffStore = {
  links: new Map<string, ShareLink[]>(),
  reset() {
    this.links.clear();
  },
};

let sequence = 0;

export const handoffHandlers = [
  http.get(api('/patients/:id/share-links'), ({ request, params }) => {
    const denied = guard(request, 'patient.share');
    if (denied) return denied;
    return HttpResponse.json({ links: handoffStore.links.get(String(params.id)) ?? [] });
  }),
  http.post(api('/patients/:id/share-links'), async ({ request, params }) => {
    const denied = guard(request, 'patient.share');
    if (denied) return denied;
    const body = (await request.json().catch(() => ({}))) as { expiresInHours?: number };
    sequence += 1;
    const patientId = String(params.id);
    const now = Date.now();
    const link: ShareLink = {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      patientId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (body.expiresInHours ?? 24) * 3_600_000).toISOString(),
      createdById: null,
      fetches: 0,
    };
    handoffStore.links.set(patientId, [link, ...(handoffStore.links.get(patientId) ?? [])]);
    const shlink = formatShlink({
      url: `http://localhost/api/v1/shl/${'T'.repeat(43)}`,
      key: 'K'.repeat(43),
      flag: 'P',
      v: 1,
    });
    const created: ShareLinkCreated = {
      ...link,
      shlink,
      viewerUrl: `http://localhost/shl#${shlink}`,
      passcode: '123456',
    };
    return HttpResponse.json(created, { status: 201 });
  }),
  http.delete(api('/patients/:id/share-links/:linkId'), ({ request, params }) => {
    const denied = guard(request, 'patient.share');
    if (denied) return denied;
    const patientId = String(params.id);
    const links = handoffStore.links.get(patientId) ?? [];
    handoffStore.links.set(
      patientId,
      links.filter((link) => link.id !== params.linkId),
    );
    return HttpResponse.json({ message: 'Link revoked' });
  }),
];

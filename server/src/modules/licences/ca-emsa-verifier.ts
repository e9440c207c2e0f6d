import { DomUtils, parseDocument } from 'htmlparser2';
import { licenceMessages } from '@contract/licences';
import { assertNoOpenTransaction } from '../../db/open-transaction';
import type { LicenceOutcome, LicenceVerifier } from './licence-verifier';

/** API.md §5.9: each step of the page flow times out after 15 s. */
export const CA_EMSA_STEP_TIMEOUT_MS = 15_000;

type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];

const website = (): LicenceOutcome => ({
  kind: 'unavailable',
  message: licenceMessages.unavailableWebsite,
});
const results = (): LicenceOutcome => ({
  kind: 'unavailable',
  message: licenceMessages.unavailableResults,
});

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request. */
function cookiesOf(response: Response, previous: string[] = []): string[] {
  const jar = new Map(previous.map((pair) => [pair.split('=')[0] ?? '', pair]));
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]?.trim();
    if (pair) jar.set(pair.split('=')[0] ?? '', pair);
  }
  return [...jar.values()];
}

function hiddenValue(doc: Document, name: string): string | null {
  const input = DomUtils.findOne(
    (element) => element.name === 'input' && element.attribs.name === name,
    doc.children,
  );
  return input ? (input.attribs.value ?? '') : null;
}

const cellText = (node: Node) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();

/**
 * Step 3: the results grid (`datagrid_results`). Its first data row (name, type, status,
 * number) is the match; a grid with no data row is no match; no grid at all is unavailable.
 */
export function readResultsPage(html: string): LicenceOutcome {
  const doc = parseDocument(html);
  const grid = DomUtils.getElementById('datagrid_results', doc.children);
  if (!grid) return results();
  const rows = DomUtils.getElementsByTagName('tr', grid).filter(
    (row) => DomUtils.getElementsByTagName('td', row.children, false).length > 0,
  );
  const first = rows[0];
  if (!first) return { kind: 'noMatch' };
  const [name = '', licenseType = '', status = '', licenseNumber = ''] =
    DomUtils.getElementsByTagName('td', first.children, false).map(cellText);
  return { kind: 'match', licence: { name, licenseType, status, licenseNumber } };
}

function stepper(timeoutMs: number) {
  return (url: string, init: RequestInit): Promise<Response> =>
    fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * `ca-emsa`: the California EMS Authority's public lookup page (CA_EMSA_URL). GET the form,
 * keeping its session cookie and its hidden `__VIEWSTATE` and `__EVENTVALIDATION`; POST it back
 * with the number; read the first row of the results.
 */
export function caEmsaVerifier(
  pageUrl: string,
  timeoutMs = CA_EMSA_STEP_TIMEOUT_MS,
): LicenceVerifier {
  const step = stepper(timeoutMs);
  return {
    name: 'ca-emsa',
    async lookup(licenseNumber) {
      // Outside the try below: the mistake must not read as "registry unavailable".
      assertNoOpenTransaction('a licence registry request');
      let cookies: string[];
      let viewState: string | null;
      let eventValidation: string | null;
      try {
        const page = await step(pageUrl, { method: 'GET' });
        if (page.status !== 200) return website();
        cookies = cookiesOf(page);
        const doc = parseDocument(await page.text());
        viewState = hiddenValue(doc, '__VIEWSTATE');
        eventValidation = hiddenValue(doc, '__EVENTVALIDATION');
      } catch {
        return website();
      }
      if (viewState === null || eventValidation === null) return website();

      try {
        let answer = await step(pageUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
          },
          body: new URLSearchParams({
            __VIEWSTATE: viewState,
            __EVENTVALIDATION: eventValidation,
            t_web_lookup__license_no: licenseNumber,
            sch_button: 'Search',
          }),
        });
        // The form may answer with a redirect to its results page, read with the same cookie.
        const location = answer.headers.get('location');
        if (answer.status >= 300 && answer.status < 400 && location) {
          cookies = cookiesOf(answer, cookies);
          answer = await step(new URL(location, pageUrl).toString(), {
            method: 'GET',
            headers: cookies.length ? { cookie: cookies.join('; ') } : {},
          });
        }
        if (answer.status !== 200) return results();
        return readResultsPage(await answer.text());
      } catch {
        return results();
      }
    },
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNpiClient, NpiError } from './npi.client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stub registry on 127.0.0.1: each test sets `handler` and reads `requests`. */
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: URL[] = [];

// `Connection: close` keeps a socket from one test out of the next one's requests.
const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://stub'));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterEach(() => {
  requests = [];
  server.closeAllConnections();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const generalHospital = {
  number: '1234567893',
  enumeration_type: 'NPI-2',
  basic: { organization_name: 'ZUCKERBERG SAN FRANCISCO GENERAL HOSPITAL', status: 'A' },
  addresses: [
    {
      address_purpose: 'MAILING',
      address_1: 'PO BOX 1000',
      city: 'SAN FRANCISCO',
      state: 'CA',
      postal_code: '94101',
      telephone_number: '415-000-0000',
    },
    {
      address_purpose: 'LOCATION',
      address_1: '1001 POTRERO AVE',
      address_2: 'BLDG 5',
      city: 'SAN FRANCISCO',
      state: 'CA',
      postal_code: '941102859',
      telephone_number: '415-206-8000',
    },
  ],
};

async function failure(promise: Promise<unknown>): Promise<NpiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NpiError);
  return error as NpiError;
}

describe('createNpiClient', () => {
  it('maps organisations to name, location address, its phone and the NPI', async () => {
    handler = (_req, res) => sendJson(res, 200, { result_count: 1, results: [generalHospital] });
    const client = createNpiClient({ baseUrl });

    await expect(client.searchOrganizations('General Hospital', 'CA')).resolves.toEqual([
      {
        name: 'ZUCKERBERG SAN FRANCISCO GENERAL HOSPITAL',
        address: '1001 POTRERO AVE BLDG 5, SAN FRANCISCO, CA 94110-2859',
        phone: '415-206-8000',
        npi: '1234567893',
      },
    ]);
  });

  it('sends the v2.1 organisation query with the name and state', async () => {
    handler = (_req, res) => sendJson(res, 200, { result_count: 0, results: [] });
    await createNpiClient({ baseUrl, limit: 15 }).searchOrganizations('St. Mary & Co', 'NY');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.pathname).toBe('/api/');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      version: '2.1',
      enumeration_type: 'NPI-2',
      organization_name: 'St. Mary & Co',
      state: 'NY',
      limit: '15',
    });
  });

  it('writes N/A for values the registry does not give', async () => {
    const sparse = {
      number: 1234567893,
      basic: {},
      addresses: [
        {
          address_purpose: 'LOCATION',
          address_1: '1 MAIN ST',
          city: '',
          state: 'CA',
          postal_code: '9411',
        },
      ],
    };
    handler = (_req, res) =>
      sendJson(res, 200, { results: [sparse, { basic: { organization_name: 'NO ADDRESS' } }] });

    await expect(createNpiClient({ baseUrl }).searchOrganizations('x', 'CA')).resolves.toEqual([
      { name: 'N/A', address: '1 MAIN ST, CA 9411', phone: 'N/A', npi: '1234567893' },
      { name: 'NO ADDRESS', address: 'N/A', phone: 'N/A', npi: 'N/A' },
    ]);
  });

  it('answers no results with an empty list', async () => {
    handler = (_req, res) => sendJson(res, 200, { result_count: 0, results: [] });
    await expect(
      createNpiClient({ baseUrl }).searchOrganizations('Nothing', 'WY'),
    ).resolves.toEqual([]);

    handler = (_req, res) => sendJson(res, 200, { result_count: 0 });
    await expect(
      createNpiClient({ baseUrl }).searchOrganizations('Nothing', 'WY'),
    ).resolves.toEqual([]);
  });

  it('reports an upstream error status as a registry failure', async () => {
    handler = (_req, res) => sendJson(res, 500, { message: 'boom' });
    const error = await failure(createNpiClient({ baseUrl }).searchOrganizations('General', 'CA'));
    expect(error.message).toBe('Failed to fetch NPI registry');
  });

  it('reports a query the registry refuses as a registry failure', async () => {
    handler = (_req, res) =>
      sendJson(res, 200, { Errors: [{ description: 'No valid search criteria' }] });
    const error = await failure(createNpiClient({ baseUrl }).searchOrganizations('General', 'CA'));
    expect(error.message).toBe('Failed to fetch NPI registry');
  });

  it('gives up after the timeout', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    const error = await failure(
      createNpiClient({ baseUrl, timeoutMs: 150 }).searchOrganizations('Slow', 'CA'),
    );
    expect(error.message).toBe('Error fetching NPI data');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a body that is not JSON', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', Connection: 'close' });
      res.end('<html>maintenance</html>');
    };
    const error = await failure(createNpiClient({ baseUrl }).searchOrganizations('General', 'CA'));
    expect(error.message).toBe('Error fetching NPI data');
  });

  it('reports JSON of the wrong shape as unreadable', async () => {
    handler = (_req, res) => sendJson(res, 200, ['not', 'an', 'object']);
    const error = await failure(createNpiClient({ baseUrl }).searchOrganizations('General', 'CA'));
    expect(error.message).toBe('Error fetching NPI data');
  });

  it('reports an unreachable registry', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const client = createNpiClient({ baseUrl: `http://127.0.0.1:${port}/api/` });
    const error = await failure(client.searchOrganizations('General', 'CA'));
    expect(error.message).toBe('Error fetching NPI data');
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { npiMessages } from '@contract/npi';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registryName } from './npi.routes';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stub NPPES registry on 127.0.0.1, never the internet. */
let stub: Server;
let handler: Handler;
let received: URL[] = [];
let t: TestApp;
let cookie: string;

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  stub = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://stub'));
    handler(req, res);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const port = (stub.address() as AddressInfo).port;
  t = await createTestApp({ env: { NPI_API_URL: `http://127.0.0.1:${port}/api/` } });
  cookie = (await t.loginAs('VOLUNTEER')).cookie;
});

afterEach(() => {
  received = [];
  stub.closeAllConnections();
});

afterAll(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const lookup = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/npi${query}`, headers: { cookie } });

const organization = {
  number: '1093456789',
  basic: { organization_name: 'EXAMPLE GENERAL HOSPITAL' },
  addresses: [
    {
      address_purpose: 'LOCATION',
      address_1: '100 MAIN ST',
      city: 'SPRINGFIELD',
      state: 'CA',
      postal_code: '900011234',
      telephone_number: '555-010-2000',
    },
  ],
};

describe('GET /npi', () => {
  it('asks the registry for organisations whose name starts with the term, in the state', async () => {
    handler = (_req, res) => sendJson(res, 200, { result_count: 1, results: [organization] });
    const response = await lookup('?name=%20Example%20General%20&state=ca');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        name: 'EXAMPLE GENERAL HOSPITAL',
        address: '100 MAIN ST, SPRINGFIELD, CA 90001-1234',
        phone: '555-010-2000',
        npi: '1093456789',
      },
    ]);
    const [sent] = received;
    expect(sent?.searchParams.get('organization_name')).toBe('Example General*');
    expect(sent?.searchParams.get('state')).toBe('CA');
    expect(sent?.searchParams.get('enumeration_type')).toBe('NPI-2');
  });

  it('answers no results with an empty list', async () => {
    handler = (_req, res) => sendJson(res, 200, { result_count: 0, results: [] });
    const response = await lookup('?name=Nothing&state=NY');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers an upstream error status with 502 "Failed to fetch NPI registry"', async () => {
    handler = (_req, res) => sendJson(res, 503, { error: 'down' });
    const response = await lookup('?name=General&state=CA');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: npiMessages.upstream });
  });

  it('answers an unreadable answer with 502 "Error fetching NPI data"', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', Connection: 'close' });
      res.end('<html>maintenance</html>');
    };
    const response = await lookup('?name=General&state=CA');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Error fetching NPI data' });
  });

  it('validates name and state with the contract messages', async () => {
    const missing = await lookup('');
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: unknown }>().message).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'state', message: 'Required' },
    ]);
    const bad = await lookup('?name=%20%20&state=California');
    expect(bad.json<{ message: unknown }>().message).toEqual([
      { path: 'name', message: 'Organization name is required' },
      { path: 'state', message: 'State code must be 2 letters' },
    ]);
    expect(received).toEqual([]);
  });
});

describe('registryName', () => {
  it('adds the registry wildcard to names of two or more characters that have none', () => {
    expect(registryName('General Hosp')).toBe('General Hosp*');
    expect(registryName('Gen*')).toBe('Gen*');
    expect(registryName('G')).toBe('G');
  });
});

describe('an unreachable registry', () => {
  it('answers 502 "Error fetching NPI data"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestApp({ env: { NPI_API_URL: `http://127.0.0.1:${port}/` } });
    const { cookie: offlineCookie } = await offline.loginAs('STAFF');
    const response = await offline.app.inject({
      method: 'GET',
      url: '/api/v1/npi?name=General&state=CA',
      headers: { cookie: offlineCookie },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Error fetching NPI data' });
  });
});

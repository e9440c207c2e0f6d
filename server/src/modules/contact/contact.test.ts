import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/v1/contact', () => {
  it('answers the configured addresses to anyone, and null for one that is not set', async () => {
    const t = await createTestApp({
      env: { CONTACT_EMAIL: ' help@lifeline.example.org ', VOLUNTEER_EMAIL: '' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/contact' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        contactEmail: 'help@lifeline.example.org',
        volunteerEmail: null,
      });
    } finally {
      await t.close();
    }
  });
});

describe('CONTACT_EMAIL and VOLUNTEER_EMAIL', () => {
  it('stop start-up with the variable named when they are not e-mail addresses', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'nobody' })).toThrow(
      /CONTACT_EMAIL: must be an e-mail address/,
    );
    expect(() => loadConfig({ VOLUNTEER_EMAIL: 'mailto:x' })).toThrow(
      /VOLUNTEER_EMAIL: must be an e-mail address/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './user-agent';

describe('summariseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      { browser: 'Edge 131', os: 'Windows', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome 131', os: 'iOS', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
      { browser: 'Samsung Internet 26', os: 'Android', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Linux', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      { browser: 'Opera 115', os: 'ChromeOS', deviceType: 'desktop' },
    ],
    ['curl/8.5.0', { browser: null, os: null, deviceType: null }],
  ])('reads %s', (userAgent, expected) => {
    expect(summariseUserAgent(userAgent)).toEqual(expected);
  });

  it('answers nulls without a user agent', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null, deviceType: null });
  });
});

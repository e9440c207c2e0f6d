import { describe, expect, it } from 'vitest';
import { clientAddressKey, clientIp } from './client-address';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    expect(clientAddressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:0db8:0000:0001:abcd:1234:5678:9abc')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('clientIp', () => {
  it('takes the nearest untrusted hop when it is an IP address', () => {
    expect(clientIp({ ip: '203.0.113.9', ips: ['10.0.0.2', '203.0.113.9'] })).toBe('203.0.113.9');
    expect(clientIp({ ip: '2001:db8::1' })).toBe('2001:db8::1');
  });

  it('falls back to the nearest valid hop before a forged one', () => {
    expect(clientIp({ ip: 'evil', ips: ['10.0.0.2', '10.0.0.3', 'evil'] })).toBe('10.0.0.3');
    expect(clientIp({ ip: '', ips: ['10.0.0.2', ''] })).toBe('10.0.0.2');
    expect(clientIp({ ip: 'evil' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  externalServicePath,
  serviceName,
  storeExternalService,
} from './external-service-links.ts';
import { isHttpUrl } from './safe-url.ts';

describe('isHttpUrl', () => {
  it('accepts only http and https addresses', () => {
    expect(isHttpUrl('https://casino.example.com/lobby')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});

describe('storeExternalService', () => {
  it('stores the address, label and token flag for the external-service page', () => {
    const stored = storeExternalService({
      label: 'Virtual Sports',
      navigationURL: 'https://virtual.example.com/sports',
      reqURLToken: false,
    });
    expect(stored).toBe(true);
    expect(sessionStorage.getItem('otherServiceURL')).toBe('https://virtual.example.com/sports');
    expect(sessionStorage.getItem('otherServiceLabel')).toBe('Virtual Sports');
    expect(sessionStorage.getItem('otherServiceReqToken')).toBe('false');
    expect(externalServicePath('Virtual Sports')).toBe('/other/Virtual%20Sports');
  });

  it('stores nothing for an address that is not http(s)', () => {
    expect(
      storeExternalService({
        label: 'X',
        navigationURL: 'javascript:void(0)',
        reqURLToken: true,
      }),
    ).toBe(false);
    expect(sessionStorage.getItem('otherServiceURL')).toBeNull();
  });
});

describe('serviceName', () => {
  it('gives the label, or the unnamed name when the label is empty or blank', () => {
    expect(serviceName('Casino', 'Service')).toBe('Casino');
    expect(serviceName(' Casino ', 'Service')).toBe(' Casino ');
    expect(serviceName('', 'Servicio')).toBe('Servicio');
    expect(serviceName(' \t', 'Service')).toBe('Service');
  });
});

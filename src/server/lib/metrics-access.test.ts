import { describe, expect, it } from 'vitest';
import {
  hasMetricsToken,
  isForwarded,
  isLoopbackAddress,
  mayReadMetrics,
} from './metrics-access.ts';

describe('who may read /metrics', () => {
  it('this machine, by every loopback spelling of the socket address', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.7', '::ffff:10.0.0.7', '127.0.0.2x', '', undefined]) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });

  it('a remote caller only with the exact bearer token, and only when one is configured', () => {
    const remote = (authorization?: string) => ({
      socketAddress: '203.0.113.9',
      authorization,
      forwarded: false,
    });
    expect(mayReadMetrics(remote('Bearer s3cret-token'), 's3cret-token')).toBe(true);
    expect(mayReadMetrics(remote('Bearer s3cret-tokeN'), 's3cret-token')).toBe(false);
    expect(mayReadMetrics(remote('Bearer s3cret'), 's3cret-token')).toBe(false);
    expect(mayReadMetrics(remote('s3cret-token'), 's3cret-token')).toBe(false);
    expect(mayReadMetrics(remote(), 's3cret-token')).toBe(false);
    expect(mayReadMetrics(remote('Bearer '), undefined)).toBe(false);
    expect(hasMetricsToken('Bearer ', '')).toBe(false);
  });

  it('a local caller without any token, unless a proxy on this machine forwarded the request', () => {
    const local = { socketAddress: '::1', authorization: undefined };
    expect(mayReadMetrics({ ...local, forwarded: false }, 'tok')).toBe(true);
    expect(mayReadMetrics({ ...local, forwarded: true }, 'tok')).toBe(false);
    expect(mayReadMetrics({ ...local, forwarded: true, authorization: 'Bearer tok' }, 'tok')).toBe(
      true,
    );
  });

  it('counts a request as forwarded by any proxy header, even an empty one', () => {
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(isForwarded({ [name]: '198.51.100.4' }), name).toBe(true);
      expect(isForwarded({ [name]: '' }), name).toBe(true);
    }
    expect(isForwarded({ host: '127.0.0.1', authorization: 'Bearer tok' })).toBe(false);
  });
});

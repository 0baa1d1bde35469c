// The metrics' knobs are checked at start like every other: a wrong value stops the server with
// one line naming the variable, and a token is never echoed.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { configErrorOf } from '../helpers/config.ts';

const TOKEN = 'k7Qp2-xVb9_Lm4Rt8Wz1';

describe('metrics configuration', () => {
  it('is off and private by default: no listener, loopback, no token, a 4 h withdrawal SLA', () => {
    const config = loadConfig({});
    expect(config.metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(config.withdrawalReviewSlaMs).toBe(4 * 3_600_000);
  });

  it('reads METRICS_PORT, METRICS_HOST, METRICS_TOKEN and WITHDRAWAL_REVIEW_SLA', () => {
    const config = loadConfig({
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: TOKEN,
      WITHDRAWAL_REVIEW_SLA: '30m',
    });
    expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0', token: TOKEN });
    expect(config.withdrawalReviewSlaMs).toBe(1_800_000);
    expect(loadConfig({ METRICS_HOST: '::1', WITHDRAWAL_REVIEW_SLA: '2h' })).toMatchObject({
      metrics: { host: '::1' },
      withdrawalReviewSlaMs: 7_200_000,
    });
  });

  it('refuses bad values, naming the variable', () => {
    for (const port of ['abc', '0', '70000', '94 64', '-1'])
      expect(configErrorOf({ METRICS_PORT: port })).toMatch(
        /^METRICS_PORT must be an integer 1-65535/,
      );
    expect(configErrorOf({ METRICS_PORT: '8080' })).toMatch(/^METRICS_PORT must differ from PORT/);
    expect(configErrorOf({ PORT: '9000', METRICS_PORT: '9000' })).toMatch(/^METRICS_PORT/);
    expect(configErrorOf({ METRICS_HOST: 'bad host!' })).toMatch(
      /^METRICS_HOST must be a host name/,
    );
    for (const sla of ['4 days', '0', '-1h', 'soon'])
      expect(configErrorOf({ WITHDRAWAL_REVIEW_SLA: sla })).toMatch(
        /^WITHDRAWAL_REVIEW_SLA must be/,
      );
  });

  it('refuses a short or spaced token without ever printing it', () => {
    for (const token of ['short-token', 'sixteen chars with space', 'tab\there-0123456789'])
      expect(configErrorOf({ METRICS_TOKEN: token })).toBe(
        'METRICS_TOKEN must be 16 or more visible ASCII characters, no spaces, got "<hidden>"',
      );
  });
});

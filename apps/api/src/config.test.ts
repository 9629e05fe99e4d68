import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const postgres = 'postgres://postgres@127.0.0.1:5432/oja';
const secret = 'a-production-secret-of-at-least-32-chars';

describe('OJA_WORKERS', () => {
  it('is one process unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgres, OJA_WORKERS: '2' }).workers).toBe(2);
  });

  it('refuses several processes on the embedded database, which one process owns', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OJA_WORKERS: '2' })).toThrow(
      /OJA_WORKERS: above 1 needs DATABASE_URL/,
    );
  });

  it('refuses several processes in production without Redis, where each would keep its own rate limits', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PIN_SECRET: secret,
      DATABASE_URL: postgres,
      OJA_WORKERS: '3',
    };
    expect(() => loadConfig(production)).toThrow(/OJA_WORKERS: above 1 in production needs REDIS_URL/);
    expect(loadConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).workers).toBe(3);
  });

  it('says what is wrong with a value out of range', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgres, OJA_WORKERS: '0' })).toThrow(
      /OJA_WORKERS/,
    );
  });
});

describe('OJA_API_DOCS', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: secret, PIN_SECRET: secret };
  it('serves the API reference in development and tests, not in production unless turned on', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, OJA_API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', OJA_API_DOCS: '0' }).apiDocs).toBe(false);
    expect(() => loadConfig({ ...production, OJA_API_DOCS: 'maybe' })).toThrow(/OJA_API_DOCS/);
  });
});

describe('PIN_SECRET', () => {
  it('is required in production, as JWT_SECRET is; PIN_SECRET_PREVIOUS is kept beside it when set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /PIN_SECRET \(at least 32 characters\) is required in production/,
    );
    const other = 'the-key-the-pins-were-made-with-before';
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PIN_SECRET: secret });
    expect(new TextDecoder().decode(config.pinSecrets.current)).toBe(secret);
    expect(config.pinSecrets.previous).toBeNull();
    const rotated = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PIN_SECRET: secret,
      PIN_SECRET_PREVIOUS: other,
    });
    expect(new TextDecoder().decode(rotated.pinSecrets.previous!)).toBe(other);
    expect(() => loadConfig({ NODE_ENV: 'test', PIN_SECRET: 'short' })).toThrow(/PIN_SECRET/);
  });
});

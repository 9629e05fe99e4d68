import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('JSON bodies', () => {
  it('takes an empty JSON body as no body on a call without payload', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const res = await post('/api/v1/generate-jwt', '', contentType);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toEqual({ token: expect.any(String), passphrase: expect.any(String) });
    }
  });

  it('answers an empty JSON body on a call that needs one with a message per missing field', async () => {
    const empty = await post('/api/v1/login', '');
    expect(empty.statusCode).toBe(422);
    const answer = empty.json();
    expect(answer.status).toBe('error');
    expect(Object.keys(answer.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(answer.message).toBe(answer.errors.email[0]);
    // Exactly what an empty object says.
    expect((await post('/api/v1/login', '{}')).json()).toEqual(answer);
  });

  it('refuses malformed JSON with a clear 4xx in the envelope', async () => {
    for (const payload of ['{"email": "ada@oja.test",', "{'email':1}", 'null,', '\u0000']) {
      const res = await post('/api/v1/login', payload);
      expect(res.statusCode, payload).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'The request body is not valid JSON',
        data: null,
        errors: { body: ['The request body is not valid JSON'] },
      });
    }
  });

  it('still refuses a body that tries to poison prototypes', async () => {
    const res = await post('/api/v1/login', '{"email":"a@oja.test","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });
});

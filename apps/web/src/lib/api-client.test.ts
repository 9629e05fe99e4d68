import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { getGuestCredentials, getToken, hasSessionFlag, isLoggedIn, startSession } from './session';

type Call = { url: string; headers: Record<string, string>; method: string };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let calls: Call[] = [];

function stubFetch(answer: (url: string) => Response) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
    });
    if (url.endsWith('/generate-jwt')) {
      return json({
        status: 'success',
        message: 'Successful',
        data: { token: 'guest-jwt', passphrase: 'guest-pass' },
      });
    }
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const ok = () => json({ status: 'success', message: 'Successful', data: { ok: true } });

beforeEach(() => {
  calls = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client headers', () => {
  it('sends only the bearer token when signed in', async () => {
    startSession('user-jwt');
    stubFetch(ok);
    await apiRequest('cart/items');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/cart/items');
    expect(calls[0]!.headers.Authorization).toBe('Bearer user-jwt');
    expect(calls[0]!.headers['x-guest-token']).toBeUndefined();
  });

  it('sends guest headers for a guest, generating the guest token once', async () => {
    stubFetch(ok);
    await Promise.all([apiRequest('cart/items'), apiRequest('products/categories')]);
    expect(calls.filter((call) => call.url.endsWith('/generate-jwt'))).toHaveLength(1);
    const request = calls.find((call) => call.url.endsWith('/cart/items'))!;
    expect(request.headers['x-guest-token']).toBe('guest-jwt');
    expect(request.headers['x-guest-passphrase']).toBe('guest-pass');
    expect(request.headers.Authorization).toBeUndefined();
    expect(getGuestCredentials()).toEqual({ token: 'guest-jwt', passphrase: 'guest-pass' });

    await apiRequest('cart/items');
    expect(calls.filter((call) => call.url.endsWith('/generate-jwt'))).toHaveLength(1);
  });

  it('a token without the session flag is not a session: guest headers are sent', async () => {
    localStorage.setItem('oja.token', 'old-jwt');
    stubFetch(ok);
    await apiRequest('cart/items');
    const request = calls.at(-1)!;
    expect(request.headers.Authorization).toBeUndefined();
    expect(request.headers['x-guest-token']).toBe('guest-jwt');
  });

  it('sends both when the request opts in with allowDuplicate', async () => {
    startSession('user-jwt');
    stubFetch(ok);
    await apiRequest('cart/update-user-details', { method: 'PUT', allowDuplicate: true });
    const request = calls.at(-1)!;
    expect(request.method).toBe('PUT');
    expect(request.headers.Authorization).toBe('Bearer user-jwt');
    expect(request.headers['x-guest-token']).toBe('guest-jwt');
    expect(request.headers['x-guest-passphrase']).toBe('guest-pass');
  });
});

describe('api client answers', () => {
  it('stores extra.token from any answer', async () => {
    startSession('user-jwt');
    stubFetch(() =>
      json({ status: 'success', message: 'Successful', data: null, extra: { token: 'fresh-jwt' } }),
    );
    await apiRequest('user/profile');
    expect(getToken()).toBe('fresh-jwt');
  });

  it('a 401 clears the token and the session flag', async () => {
    startSession('user-jwt');
    stubFetch(() => json({ status: 'error', message: 'Unauthenticated', data: null }, 401));
    const error = await apiRequest('user/profile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getToken()).toBeNull();
    expect(hasSessionFlag()).toBe(false);
    expect(isLoggedIn()).toBe(false);
  });

  it('surfaces the envelope message, status and field errors', async () => {
    stubFetch(() =>
      json(
        {
          status: 'banned',
          message: 'Your account is banned',
          data: null,
          errors: { email: ['Email is required'] },
        },
        403,
      ),
    );
    const error = (await apiRequest('login', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('Your account is banned');
    expect(error.status).toBe(403);
    expect(error.envelopeStatus).toBe('banned');
    expect(error.fieldError('email')).toBe('Email is required');
  });

  it('falls back to the default message when the answer is not an envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('products/categories')).rejects.toMatchObject({
      message: 'An error occurred',
      status: 502,
    });
  });

  it('resolves with the envelope and encodes query and body', async () => {
    startSession('user-jwt');
    const fetchStub = stubFetch(ok);
    const answer = await apiRequest<{ ok: boolean }>('products/saved', {
      query: { page: 1, perPage: 5, search: '' },
    });
    expect(answer.data.ok).toBe(true);
    expect(calls.at(-1)!.url).toBe('/api/v1/products/saved?page=1&perPage=5');

    await apiRequest('cart/add', { method: 'POST', body: { slug: 'tecno', quantity: 1 } });
    const init = fetchStub.mock.calls.at(-1)![1]!;
    expect(init.body).toBe('{"slug":"tecno","quantity":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

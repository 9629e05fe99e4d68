import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { DEFAULT_ERROR } from '@oja/contract/default-messages';
import type { Envelope, EnvelopeStatus, FieldErrors } from '@oja/contract/envelope';
import type { GenerateJwtAnswer } from '@oja/contract/identity';
import {
  clearSession,
  type GuestCredentials,
  getGuestCredentials,
  getToken,
  isLoggedIn,
  setGuestCredentials,
  setToken,
} from './session';

export const API_BASE = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * Spec section 7: a signed-in request sends the bearer token, a guest request the guest
   * JWT and passphrase; a request that opts in here sends both (e.g. attaching the guest cart
   * to the user who just signed in).
   */
  allowDuplicate?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** A refused call: the HTTP code, the envelope status (e.g. 'banned'), its message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly envelopeStatus: EnvelopeStatus | null = null,
    readonly errors: FieldErrors = {},
    readonly data: unknown = null,
  ) {
    super(message);
  }

  /** The first message of a field, for inline form errors. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : DEFAULT_ERROR;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * How a request reaches the API. In the browser it is `fetch`; the server renderer swaps in a
 * transport that answers `/api/v1/...` in-process (the same routes, no network hop).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The server renders the guest's page: no stored session and no guest cart to create. */
const onServer = typeof window === 'undefined';

let pendingGuest: Promise<GuestCredentials | null> | null = null;

/**
 * The guest JWT + passphrase, generated once and kept in localStorage. Concurrent callers share
 * one generate-jwt call. A failure is not fatal: the request goes without guest headers and the
 * next one tries again.
 */
function ensureGuestCredentials(): Promise<GuestCredentials | null> {
  const stored = getGuestCredentials();
  if (stored) return Promise.resolve(stored);
  pendingGuest ??= (async () => {
    try {
      const response = await fetch(buildUrl('generate-jwt'), {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      const body = await readEnvelope(response);
      const data = body?.data as Partial<GenerateJwtAnswer> | null | undefined;
      if (!response.ok || !data?.token || !data.passphrase) return null;
      const credentials = { token: data.token, passphrase: data.passphrase };
      setGuestCredentials(credentials);
      return credentials;
    } catch {
      return null;
    } finally {
      pendingGuest = null;
    }
  })();
  return pendingGuest;
}

async function authHeaders(allowDuplicate: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (onServer) return headers;
  const signedIn = isLoggedIn();
  const token = getToken();
  if (signedIn && token) headers.Authorization = `Bearer ${token}`;
  if (!signedIn || allowDuplicate) {
    const guest = await ensureGuestCredentials();
    if (guest) {
      headers[GUEST_TOKEN_HEADER] = guest.token;
      headers[GUEST_PASSPHRASE_HEADER] = guest.passphrase;
    }
  }
  return headers;
}

/** Calls `/api/v1/<path>` and resolves with the envelope, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', body, query, allowDuplicate = false, signal, headers = {} } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...(await authHeaders(allowDuplicate)),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  };

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(DEFAULT_ERROR, 0);
  }

  const envelope = await readEnvelope(response);
  // Any answer may carry a fresh token (spec section 4), even a refusal.
  const freshToken = envelope?.extra?.token;
  if (typeof freshToken === 'string' && freshToken) setToken(freshToken);

  if (response.status === 401) clearSession();

  if (!response.ok || !envelope) {
    throw new ApiError(
      envelope?.message || DEFAULT_ERROR,
      response.status,
      envelope?.status ?? null,
      envelope?.errors ?? {},
      envelope?.data ?? null,
    );
  }
  return envelope as Envelope<T>;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

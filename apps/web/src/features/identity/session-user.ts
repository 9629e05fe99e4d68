import type { SessionUser } from '@oja/contract/identity';
import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeSession } from '../../lib/session';
import { local } from '../../lib/storage';

/**
 * The signed-in user's details from the login answer (spec section 4: "stores user details"),
 * kept beside the token so a reload still knows the name and spend-and-save settings. They go
 * whenever the session ends (logout, 401, another tab logging out).
 */
export const USER_KEY = 'oja.user';

export function getSessionUser(): SessionUser | null {
  return isLoggedIn() ? local.getJson<SessionUser>(USER_KEY) : null;
}

export function setSessionUser(user: SessionUser): void {
  local.setJson(USER_KEY, user);
  cached = undefined;
}

let cached: { raw: string | null; user: SessionUser | null } | undefined;

function snapshot(): SessionUser | null {
  const raw = isLoggedIn() ? local.get(USER_KEY) : null;
  if (cached && cached.raw === raw) return cached.user;
  cached = { raw, user: raw ? getSessionUser() : null };
  return cached.user;
}

subscribeSession(() => {
  if (!isLoggedIn()) local.remove(USER_KEY);
});

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}

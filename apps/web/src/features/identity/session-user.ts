import type { SessionUser } from '@oja/contract/identity';
import { isLoggedIn, subscribeSession } from '../../lib/session';
import { local } from '../../lib/storage';

/**
 * The signed-in user's details from the login answer (spec section 4: "stores user details"),
 * kept beside the token so a reload still knows the name and spend-and-save settings. They go
 * whenever the session ends (logout, 401, another tab logging out).
 */
export const USER_KEY = 'oja.user';

export function setSessionUser(user: SessionUser): void {
  local.setJson(USER_KEY, user);
}

subscribeSession(() => {
  if (!isLoggedIn()) local.remove(USER_KEY);
});

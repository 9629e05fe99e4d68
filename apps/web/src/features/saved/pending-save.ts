import { session } from '../../lib/storage';

/**
 * A heart a guest tapped (spec section 4: saving while logged out opens the login modal). It waits in
 * this tab's sessionStorage through the login (and a sign-up on the way) and is done once, on the
 * first login after it; an older one is dropped, so a login much later saves nothing unasked.
 */
const PENDING_SAVE_KEY = 'oja.pendingSave';
export const PENDING_SAVE_MAX_AGE_MS = 30 * 60 * 1000;

type PendingSave = { uuid: string; at: number };

export function rememberPendingSave(productUuid: string, now = Date.now()): void {
  session.setJson(PENDING_SAVE_KEY, { uuid: productUuid, at: now } satisfies PendingSave);
}

export function forgetPendingSave(): void {
  session.remove(PENDING_SAVE_KEY);
}

/** The product to save now, at most once: reading it removes it. */
export function takePendingSave(now = Date.now()): string | null {
  const pending = session.getJson<Partial<PendingSave>>(PENDING_SAVE_KEY);
  forgetPendingSave();
  if (typeof pending?.uuid !== 'string' || typeof pending.at !== 'number') return null;
  const age = now - pending.at;
  return age >= 0 && age <= PENDING_SAVE_MAX_AGE_MS ? pending.uuid : null;
}

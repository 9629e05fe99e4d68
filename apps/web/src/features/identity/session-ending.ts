import { clearSession } from '../../lib/session';

/**
 * Ending the session on purpose (after a password change) while a signed-in page is still on
 * screen: the route guard must not answer it as an expired session with its own redirect and login
 * modal, so it stands aside until that page is gone.
 */
let endingOnPurpose = false;

export function endSessionOnPurpose(): void {
  endingOnPurpose = true;
  clearSession();
}

export function isSessionEndingOnPurpose(): boolean {
  return endingOnPurpose;
}

export function settleSessionEnding(): void {
  endingOnPurpose = false;
}

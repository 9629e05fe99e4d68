import { z } from 'zod';
import { koboToNaira, nairaToKobo } from './money.ts';

// Kept apart from money.ts so that formatting a price in the browser never pulls zod into a page.

function hasAtMostTwoDecimals(naira: number): boolean {
  try {
    return koboToNaira(nairaToKobo(naira)) === naira;
  } catch {
    return false;
  }
}

/** An amount as it appears in JSON answers and bodies: naira, at most 2 decimals. */
export const nairaAmount = z
  .number()
  .refine(hasAtMostTwoDecimals, { error: 'Amount may have at most 2 decimals' });

/** A naira amount from a query string (e.g. `?min_price=1500.50`). */
export const nairaQueryAmount = z.coerce.number().min(0).pipe(nairaAmount);

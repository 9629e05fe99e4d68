import { z } from 'zod';
import { address, unreadCountsAnswer } from './account.ts';
import { nairaAmount } from './amounts.ts';
import { orderSummary } from './orders.ts';

// Apart from account.ts: checkout reads addresses from account.ts, and orders read checkout.

/** GET account/overview: the account home. */
export const accountOverviewAnswer = z.object({
  fullname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  wallets: z.object({
    main: nairaAmount,
    spend_and_save: nairaAmount,
    smart_coin: z.object({ coins: z.number().int().nonnegative(), value: nairaAmount }),
  }),
  recent_orders: z.array(orderSummary),
  primary_address: address.nullable(),
  unread: unreadCountsAnswer,
});
export type AccountOverviewAnswer = z.infer<typeof accountOverviewAnswer>;

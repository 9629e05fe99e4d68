import { formatNaira } from '@oja/contract/money';
import type { Executor } from '../cart/lock.ts';
import { sendInboxMessage } from '../engagement/inbox.ts';
import { notify } from '../engagement/notifications.ts';

/**
 * A charge the shop could not keep (its order was released or cancelled, or another attempt had
 * paid it) has been sent back to the card: the shopper is told why the money will reappear.
 */
export async function announceUnwantedChargeRefunded(
  db: Executor,
  input: { userId: number; paymentReference: string; orderReference: string | null; amountKobo: number },
) {
  const amount = formatNaira(input.amountKobo);
  const about = input.orderReference ? `order ${input.orderReference}` : 'a payment';
  const body = `We received ${amount} for ${about} (payment ${input.paymentReference}) when it could no longer be used, so we have sent it back to your card; banks take a few working days to show it.`;
  await notify(db, input.userId, {
    kind: 'order',
    title: 'Payment sent back',
    body,
    link: input.orderReference ? `/account/order/${input.orderReference}` : null,
  });
  await sendInboxMessage(db, input.userId, {
    kind: 'order',
    subject: `${amount} sent back to your card`,
    body,
  });
}

import type { Envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';

/** Wraps a successful answer in the envelope of GUIDE section 3. */
export function ok<T>(
  data: T,
  message: string = messages.defaultSuccess,
  extra?: Envelope<T>['extra'],
): Envelope<T> {
  return extra ? { status: 'success', message, data, extra } : { status: 'success', message, data };
}

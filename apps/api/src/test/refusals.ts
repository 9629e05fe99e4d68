import { envelopeStatus, fieldErrors } from '@oja/contract/envelope';
import { z } from 'zod';

/** A refusal as GUIDE section 3 shapes it: not success, a message to show, field messages on a 422. */
const refusal = z.object({
  status: envelopeStatus.exclude(['success']),
  message: z.string().min(1),
  data: z.unknown(),
  errors: fieldErrors.optional(),
});

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

/**
 * Why `res` is not a clear 4xx refusal in the envelope (a 5xx, a non-JSON body, a missing message,
 * a 422 without field messages), or null when it is one.
 */
export function refusalProblem(res: Answer): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return `answered ${res.statusCode}, not a 4xx`;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `answered ${res.statusCode} with content-type ${String(res.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const parsed = refusal.safeParse(body);
  if (!parsed.success) return `answered ${res.statusCode} outside the envelope: ${res.body.slice(0, 300)}`;
  if (res.statusCode === 422 && Object.keys(parsed.data.errors ?? {}).length === 0) {
    return `answered 422 without field messages: ${res.body.slice(0, 300)}`;
  }
  return null;
}

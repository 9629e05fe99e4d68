import type { CaptchaAction } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { HttpError } from '../lib/http-errors.ts';

/** reCAPTCHA v3 scores run from 0.0 (bot) to 1.0 (person); Google suggests 0.5 as the first threshold. */
const RECAPTCHA_MIN_SCORE = 0.5;
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

export interface CaptchaVerifier {
  verify(token: string, action: CaptchaAction, remoteIp?: string): Promise<CaptchaVerdict>;
}

type SiteverifyAnswer = {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
};

/**
 * The real siteverify protocol: POST form-encoded secret + response (+ remoteip), then check that
 * Google says success, that the token was minted for this action, and that the score passes.
 * A network failure or a non-JSON answer is a refusal, never a pass.
 */
export function createRecaptchaVerifier(
  secret: string,
  opts: { fetch?: typeof fetch; minScore?: number; timeoutMs?: number } = {},
): CaptchaVerifier {
  const doFetch = opts.fetch ?? fetch;
  const minScore = opts.minScore ?? RECAPTCHA_MIN_SCORE;
  return {
    async verify(token, action, remoteIp) {
      const form = new URLSearchParams({ secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await doFetch(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
        if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        return { ok: false, reason: 'siteverify unreachable' };
      }
      if (answer.success !== true) {
        return { ok: false, reason: `not successful: ${(answer['error-codes'] ?? []).join(',')}` };
      }
      if (answer.action !== action) return { ok: false, reason: `action ${answer.action} is not ${action}` };
      if (typeof answer.score !== 'number' || answer.score < minScore) {
        return { ok: false, reason: `score ${answer.score} below ${minScore}` };
      }
      return { ok: true };
    },
  };
}

/**
 * Without RECAPTCHA_SECRET (development, tests, CI): exactly `dev:<ACTION>` passes for that action,
 * so a token minted for another action is still refused, as Google would refuse it.
 */
export function createLocalCaptchaVerifier(): CaptchaVerifier {
  return {
    async verify(token, action) {
      return token === `dev:${action}` ? { ok: true } : { ok: false, reason: 'not the local dev token' };
    },
  };
}

export function captchaVerifierFor(config: { recaptchaSecret?: string; env: string }): CaptchaVerifier {
  if (config.recaptchaSecret) return createRecaptchaVerifier(config.recaptchaSecret);
  if (config.env === 'production') throw new Error('RECAPTCHA_SECRET is required in production');
  return createLocalCaptchaVerifier();
}

/**
 * Refuses (422 on `recaptcha`, the spec's captcha message) unless the token passes for this action.
 * Every call that takes a captcha goes through here.
 */
export async function requireCaptcha(
  verifier: CaptchaVerifier,
  token: string,
  action: CaptchaAction,
  log: { info(details: object, message: string): void },
  ip?: string,
): Promise<void> {
  const verdict = await verifier.verify(token, action, ip);
  if (!verdict.ok) {
    log.info({ action, reason: verdict.reason }, 'captcha refused');
    throw new HttpError(422, messages.captchaUnavailable, { recaptcha: [messages.captchaUnavailable] });
  }
}

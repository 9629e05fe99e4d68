import type { CaptchaAction } from '@oja/contract/constants';

/**
 * reCAPTCHA v3 tokens for the spec's actions. With VITE_RECAPTCHA_SITE_KEY the real script runs
 * grecaptcha.execute; without it (development, tests) the token is `dev:<ACTION>`, which only a
 * server without RECAPTCHA_SECRET accepts. Any failure throws: callers show
 * 'Unable to verify captcha. Please try again!'.
 */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

const SCRIPT_TIMEOUT_MS = 10_000;
let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CaptchaUnavailableError('captcha script timed out')),
      SCRIPT_TIMEOUT_MS,
    );
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (!g) return reject(new CaptchaUnavailableError('grecaptcha missing'));
      g.ready(() => {
        clearTimeout(timer);
        resolve(g);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new CaptchaUnavailableError('captcha script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error) => {
    // The next attempt may succeed (a flaky network is common on mobile data).
    loading = null;
    throw error;
  });
  return loading;
}

export async function getCaptchaToken(
  action: CaptchaAction,
  siteKey: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY,
): Promise<string> {
  if (!siteKey) return `dev:${action}`;
  try {
    const grecaptcha = await loadScript(siteKey);
    const token = await grecaptcha.execute(siteKey, { action });
    if (!token) throw new CaptchaUnavailableError('empty captcha token');
    return token;
  } catch (error) {
    throw error instanceof CaptchaUnavailableError ? error : new CaptchaUnavailableError(String(error));
  }
}

import { envelope } from '@oja/contract/envelope';
import {
  generateJwtAnswer,
  loginAnswer,
  messageOnly,
  resendVerificationBody,
  signUpAnswer,
  verifyEmailBody,
} from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import {
  appealBody,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  signUpBody,
} from '@oja/contract/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailerFor } from '../../integrations/mail.ts';
import { captchaVerifierFor } from '../../integrations/recaptcha.ts';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { startGuestSession } from './guest-session.ts';
import { pinResetRoutes } from './pin-reset-routes.ts';
import { startIdentityPruning } from './prune.ts';
import * as identity from './service.ts';
import { login } from './sign-in.ts';

/**
 * Per-IP limits (in this process's memory unless @fastify/rate-limit is given a Redis store); the
 * per-account limits live in PostgreSQL (lib/attempt-counters.ts, limits in attempt-limits.ts). Generous enough for shoppers behind
 * one carrier NAT, tight enough to make scripted guessing slow.
 */
function perIp(max: number, timeWindow: string) {
  return {
    rateLimit: {
      max: (request: FastifyRequest) => max * request.server.config.perIpLimitFactor,
      timeWindow,
      errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyAttempts }),
    },
  };
}

const answers = (data: Parameters<typeof envelope>[0]) => ({ 200: envelope(data) });

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await startIdentityPruning(app);
  const deps: identity.IdentityDeps = {
    db: app.database.db,
    mailer: mailerFor(app.config, app.database.db),
    captcha: captchaVerifierFor(app.config),
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    jwtSecret: app.config.jwtSecret,
    pinSecrets: app.config.pinSecrets,
    log: app.log,
    later: app.afterAnswer.run,
  };
  pinResetRoutes(app, deps);

  app.post(
    '/generate-jwt',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start a guest session: a guest token and the passphrase that must accompany it',
        response: { 201: envelope(generateJwtAnswer) },
      },
      // A guest row per call: cap how fast one address can make them.
      config: { rateLimit: { max: 30 * app.config.perIpLimitFactor, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      const { token, passphrase } = await startGuestSession(app.database.db, app.config.jwtSecret);
      return reply.code(201).send(ok({ token, passphrase }));
    },
  );

  app.post(
    '/customer',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign up a customer; a verification link is mailed (captcha REGISTER_CUSTOMER)',
        body: signUpBody,
        response: { 201: envelope(signUpAnswer) },
      },
      config: perIp(20, '10 minutes'),
    },
    async (request, reply) => {
      const created = await identity.signUp(deps, request.body, request.ip);
      return reply.code(201).send(ok(created, messages.accountCreated));
    },
  );

  app.post(
    '/email/verify',
    {
      schema: {
        tags: ['identity'],
        summary: "Verify an email with the mailed link's token (single use, expires in 24 h)",
        body: verifyEmailBody,
        response: answers(messageOnly),
      },
      config: perIp(50, '10 minutes'),
    },
    async (request) => {
      await identity.verifyEmail(deps, request.body.token);
      return ok(null, messages.emailVerified);
    },
  );

  app.post(
    '/email/resend-verification',
    {
      schema: {
        tags: ['identity'],
        summary: 'Mail a new verification link; one a minute per email, same answer for any email',
        body: resendVerificationBody,
        response: answers(messageOnly),
      },
      config: perIp(20, '10 minutes'),
    },
    async (request) => {
      await identity.resendVerification(deps, request.body.email);
      return ok(null, messages.linkSent);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Log in (captcha LOGIN): data is the user, extra.token the access token',
        body: loginBody,
        response: answers(loginAnswer),
      },
      config: perIp(50, '5 minutes'),
    },
    async (request) => {
      const { user, token } = await login(deps, request.body, request.ip);
      return ok(user, messages.loginSuccessful, { token });
    },
  );

  app.post(
    '/password/request-reset-link',
    {
      schema: {
        tags: ['identity'],
        summary: 'Mail a reset link; the same answer whether or not the email has an account',
        body: forgotPasswordBody,
        response: answers(messageOnly),
      },
      config: perIp(20, '10 minutes'),
    },
    async (request) => {
      await identity.requestPasswordReset(deps, request.body.email);
      return ok(null, messages.linkSent);
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        tags: ['identity'],
        summary: "Set a new password with the mailed link's token (single use, 1 h); old sessions end",
        body: resetPasswordBody,
        response: answers(messageOnly),
      },
      config: perIp(20, '10 minutes'),
    },
    async (request) => {
      await identity.resetPassword(deps, request.body);
      return ok(null, messages.passwordReset);
    },
  );

  app.put(
    '/user/change-password',
    {
      schema: {
        tags: ['identity'],
        summary: 'Change the password (current one checked); every earlier token stops working',
        body: changePasswordBody,
        response: answers(messageOnly),
      },
      config: perIp(20, '10 minutes'),
      // Who is asking is settled before the body is looked at: no session is a 401, not a 422.
      onRequest: async (request) => {
        await requireCustomer(request);
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await identity.changePassword(deps, customer.userId, request.body);
      return ok(null, messages.passwordChanged);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['identity'],
        summary: 'Log out: every token of the account stops working (this device and the others)',
        response: answers(messageOnly),
      },
      config: perIp(50, '5 minutes'),
    },
    async (request) => {
      const customer = await requireCustomer(request);
      await identity.logout(deps, customer.userId);
      return ok(null, messages.loggedOut);
    },
  );

  app.post(
    '/appeal-account-ban',
    {
      schema: {
        tags: ['identity'],
        summary: 'Appeal a ban or suspension (captcha APPEAL_ACCOUNT_BAN); the same answer for any email',
        body: appealBody,
        response: answers(messageOnly),
      },
      config: perIp(10, '10 minutes'),
    },
    async (request) => {
      await identity.appealAccountBan(deps, request.body, request.ip);
      return ok(null, messages.appealReceived);
    },
  );
};

import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  newsletterConfirmBody,
  newsletterPreferenceAnswer,
  newsletterPreferenceBody,
  newsletterSubscribeAnswer,
  newsletterSubscribeBody,
} from '@oja/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailerFor } from '../../integrations/mail.ts';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import {
  confirmSubscription,
  getPreference,
  type NewsletterDeps,
  setPreference,
  subscribe,
} from './newsletter.ts';

const tags = ['newsletter'];

/** The footer's subscribe form (guests too) and the customer's newsletter preference. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: NewsletterDeps = {
    db: app.database.db,
    mailer: mailerFor(app.config, app.database.db),
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
    log: app.log,
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags,
        summary:
          "Subscribe an email: a customer's own address at once; any other (guests) gets a link to confirm first",
        body: newsletterSubscribeBody,
        response: { 200: envelope(newsletterSubscribeAnswer) },
      },
      // Each call sends a mail: a few a minute from one address is plenty for a form.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyAttempts }),
        },
      },
    },
    async (request) => {
      // A stale session is no reason to refuse the form: the caller is then asked to confirm by mail.
      const viewer = await request.viewer().catch(() => ({ customer: undefined }));
      const { answer, confirmed } = await subscribe(
        { ...deps, log: request.log },
        request.body,
        viewer.customer?.email,
      );
      return ok(answer, confirmed ? messages.newsletterSubscribed : messages.newsletterCheckEmail);
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a subscription with the token of the link newsletter/subscribe mailed (single use, 3 days)',
        body: newsletterConfirmBody,
        response: { 200: envelope(newsletterSubscribeAnswer) },
      },
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '10 minutes',
          errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyAttempts }),
        },
      },
    },
    async (request) =>
      ok(
        await confirmSubscription({ ...deps, log: request.log }, request.body.token),
        messages.newsletterSubscribed,
      ),
  );

  app.get(
    '/newsletter/preference',
    {
      schema: {
        tags,
        summary: "The customer's newsletter choices (their account's email)",
        response: { 200: envelope(newsletterPreferenceAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await getPreference(deps.db, customer.userId));
    },
  );

  app.put(
    '/newsletter/preference',
    {
      schema: {
        tags,
        summary: 'Change topics and frequency, or opt out with subscribed: false',
        body: newsletterPreferenceBody,
        response: { 200: envelope(newsletterPreferenceAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const answer = await setPreference(deps.db, customer.userId, request.body);
      return ok(answer, answer.subscribed ? messages.newsletterSaved : messages.newsletterOptedOut);
    },
  );
};

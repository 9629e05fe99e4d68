import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import {
  newsletterPreferenceAnswer,
  newsletterPreferenceBody,
  newsletterSubscribeAnswer,
  newsletterSubscribeBody,
} from '@oja/contract/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailerFor } from '../../integrations/mail.ts';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { getPreference, type NewsletterDeps, setPreference, subscribe } from './newsletter.ts';

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
          'Subscribe an email (guests too): topics (all when left out) and frequency; a confirmation mail',
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
    async (request) =>
      ok(await subscribe({ ...deps, log: request.log }, request.body), messages.newsletterSubscribed),
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

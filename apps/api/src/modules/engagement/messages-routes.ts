import {
  inboxAnswer,
  inboxMessage,
  inboxQuery,
  notification,
  notificationsAnswer,
  notificationsQuery,
  readAllAnswer,
  unreadCountsAnswer,
} from '@oja/contract/account';
import { uuidParams } from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { requireCustomer } from '../../plugins/viewer.ts';
import { listInbox, readInboxMessage } from './inbox.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCounts,
} from './notifications.ts';

const tags = ['account'];

/** What the shop tells a customer: notifications and inbox messages, with their read state. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Notifications, newest first (unread=true: unread only), with the unread count',
        querystring: notificationsQuery,
        response: { 200: envelope(notificationsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await listNotifications(db, customer.userId, request.query));
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: envelope(readAllAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await markAllNotificationsRead(db, customer.userId), messages.notificationsAllRead);
    },
  );

  app.post(
    '/notifications/:uuid/read',
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: uuidParams,
        response: { 200: envelope(notification) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await markNotificationRead(db, customer.userId, request.params.uuid));
    },
  );

  app.get(
    '/account/unread-counts',
    {
      schema: {
        tags,
        summary: 'Unread notifications and inbox messages: the badges of the header and the side menu',
        response: { 200: envelope(unreadCountsAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await unreadCounts(db, customer.userId));
    },
  );

  app.get(
    '/inbox',
    {
      schema: {
        tags,
        summary: 'Inbox messages (order mails, appeal answers), newest first, with the unread count',
        querystring: inboxQuery,
        response: { 200: envelope(inboxAnswer) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await listInbox(db, customer.userId, request.query));
    },
  );

  app.get(
    '/inbox/:uuid',
    {
      schema: {
        tags,
        summary: 'One inbox message in full; opening it marks it read',
        params: uuidParams,
        response: { 200: envelope(inboxMessage) },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return ok(await readInboxMessage(db, customer.userId, request.params.uuid));
    },
  );
};

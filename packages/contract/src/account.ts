import { z } from 'zod';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { deliveryAddressBody } from './rules.ts';

/** A saved delivery address as answers carry it (the body rules live in rules.ts: deliveryAddressBody). */
export const address = z.object({
  uuid: entityUuid,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  state_code: z.string(),
  town_id: z.string(),
  postal_code: z.string(),
  phone_number: z.string(),
  country: z.string(),
  is_primary: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** GET user/profile. `delivery_address` is the primary address, null until one is set. */
export const profileAnswer = z.object({
  fullname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  addresses: z.object({
    delivery_address: address.nullable(),
    list: z.array(address),
  }),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** PUT user/address/delivery answers with the address now primary. */
export const deliveryAddressAnswer = address;
export type DeliveryAddressAnswer = z.infer<typeof deliveryAddressAnswer>;

/** The most addresses one customer keeps in the address book. */
export const ADDRESS_BOOK_MAX = 20;

/**
 * POST user/addresses and PUT user/addresses/{uuid}: the checkout editor's fields and messages
 * (deliveryAddressBody), and `is_primary` to make it the delivery address. The first address is
 * primary whatever is sent.
 */
export const addressBookBody = deliveryAddressBody.extend({ is_primary: z.boolean().optional() });
export type AddressBookBody = z.infer<typeof addressBookBody>;

/** GET user/addresses: the primary address first, then in the order they were saved. */
export const addressBookAnswer = z.array(address);
export type AddressBookAnswer = z.infer<typeof addressBookAnswer>;

/** A notice of an order move or a wallet movement; `link` is a path of the shop to open. */
export const notification = z.object({
  uuid: entityUuid,
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type Notification = z.infer<typeof notification>;

/** GET notifications: newest first; `unread=true` lists unread ones only. */
export const notificationsQuery = pageQuery.extend({ unread: z.stringbool().optional() });
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export const notificationsAnswer = paginated(notification).extend({
  unread_count: z.number().int().nonnegative(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

/** POST notifications/read-all answers how many were marked. */
export const readAllAnswer = z.object({ marked: z.number().int().nonnegative() });
export type ReadAllAnswer = z.infer<typeof readAllAnswer>;

/** GET account/unread-counts: the badges of the header and the side menu. */
export const unreadCountsAnswer = z.object({
  notifications: z.number().int().nonnegative(),
  inbox: z.number().int().nonnegative(),
});
export type UnreadCountsAnswer = z.infer<typeof unreadCountsAnswer>;

/** A message in the inbox list: the start of its text; GET inbox/{uuid} has all of it. */
export const inboxMessageSummary = z.object({
  uuid: entityUuid,
  kind: z.string(),
  subject: z.string(),
  preview: z.string(),
  link: z.string().nullable(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummary>;
export const inboxQuery = pageQuery;
export const inboxAnswer = paginated(inboxMessageSummary).extend({
  unread_count: z.number().int().nonnegative(),
});
export type InboxAnswer = z.infer<typeof inboxAnswer>;
/** GET inbox/{uuid}: the whole message; reading it marks it read. */
export const inboxMessage = inboxMessageSummary.omit({ preview: true }).extend({ body: z.string() });
export type InboxMessage = z.infer<typeof inboxMessage>;

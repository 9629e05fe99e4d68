import { z } from 'zod';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';

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

export const notification = z.object({
  uuid: entityUuid,
  title: z.string(),
  body: z.string(),
  read_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = pageQuery.extend({ unread: z.stringbool().optional() });
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export const notificationsAnswer = paginated(notification).extend({
  unread_count: z.number().int().nonnegative(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

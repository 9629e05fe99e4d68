import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

// Kobo amounts can exceed int4 (a ₦45m car is 4.5bn kobo), so money is int8 read back as a JS number;
// kobo stays far below 2^53 for any realistic amount.
export const kobo = (name: string) => bigint(name, { mode: 'number' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

// Public identifier handed to clients; serial ids stay internal.
export const publicUuid = () => uuid('uuid').notNull().unique().defaultRandom();

// The one aggregator: drizzle-kit and the relational query builder need every table in one module.

export * from '../sandbox/paystack/tables.ts';
export * from './tables/account.ts';
export * from './tables/cart.ts';
export * from './tables/catalog.ts';
export * from './tables/engagement.ts';
export * from './tables/identity.ts';
export * from './tables/logistics.ts';
export * from './tables/orders.ts';
export * from './tables/payments.ts';
export * from './tables/saved.ts';
export * from './tables/wallet.ts';

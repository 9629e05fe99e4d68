// The one aggregator: drizzle-kit and the relational query builder need every table in one module.
export * from '../modules/account/tables.ts';
export * from '../modules/cart/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/engagement/tables.ts';
export * from '../modules/identity/tables.ts';
export * from '../modules/logistics/tables.ts';
export * from '../modules/orders/tables.ts';
export * from '../modules/payments/tables.ts';
export * from '../modules/saved/tables.ts';
export * from '../modules/wallet/tables.ts';
export * from '../sandbox/paystack/tables.ts';

/**
 * The database's tables, one file per domain; drizzle-kit diffs them all (drizzle.config.ts) and
 * the rest of the server imports them from here.
 */
export { newId } from './columns';
export * from './auth';
export * from './catalog';
export * from './priceHistory';
export * from './wishlist';
export * from './delivery';
export * from './promotions';
export * from './orders';
export * from './payments';
export * from './returns';
export * from './reviews';
export * from './shop';
export * from './mail';
export * from './orderFigures';
export * from './stock';
export * from './policies';
export * from './marketing';
export * from './stockAlerts';

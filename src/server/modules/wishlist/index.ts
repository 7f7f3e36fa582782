/** The wishlist module's front door: code outside `modules/wishlist` imports it only from here. */
export { wishlistRouter } from './router';
export { wishlistRest } from './rest';

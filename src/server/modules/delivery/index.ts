/** The delivery module's front door: code outside `modules/delivery` imports it only from here. */
export { deliveryRouter, adminDeliveryRouter } from './router';
export { deliveryRest } from './rest';
export { chooseDelivery, deliveryOptions, type DatedQuote, type DeliveryOptions } from './quotes';
export { createMethod, listMethods, offersFreeDelivery, type DeliveryMethodDto } from './methods';
export { isBankHoliday } from './calendar';

/** The stock alerts module's front door: code outside `modules/stockAlerts` imports it only from here. */
export { stockAlertsRouter } from './router';
export { stockAlertsRest } from './rest';
export { deleteStockAlertsOf, findStockAlertsOf } from './requests';
export { sendBackInStockAlerts } from './round';

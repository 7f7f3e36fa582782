/** The uploads module's front door: code outside `modules/uploads` imports it only from here. */
export { uploadsRest } from './rest';

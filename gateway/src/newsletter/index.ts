export { subscribe, subscriptionStatus } from './newsletter.js';
export { newsletterPersonalData } from './personal-data.js';

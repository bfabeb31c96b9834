/**
 * Profile constants (core spec "Entities and their fields" and "Business
 * constants and limits"), apart from the zod schemas so that code which needs
 * only a number (db/, the Stripe-bearing Lambdas) does not load classic zod
 * with it.
 */
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const MAX_PHOTOS = 6;
export const MAX_TAGS = 20;

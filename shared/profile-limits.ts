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
/** Issue 28: a profile answers up to 3 prompts (shared/prompts.ts), each in at most 150 characters. */
export const MAX_PROMPTS = 3;
export const MAX_PROMPT_ANSWER = 150;
/** A like may carry a comment of at most 140 characters. */
export const MAX_LIKE_COMMENT = 140;

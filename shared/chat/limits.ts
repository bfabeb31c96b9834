/**
 * The chat's message limit (core spec "Validation rules"), apart from the zod schemas (schemas/chat.ts), so
 * that the chat screen's first render, which only shows and counts, carries no zod (decision 0060).
 */
export const MAX_MESSAGE_LENGTH = 2000;

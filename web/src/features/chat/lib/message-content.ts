/**
 * What the composer sends: the server's own content schema (core spec "Validation rules": cleaned, trimmed,
 * never blank, at most 2000 characters). Apart from the composer's other rules (composer.ts) because the
 * schema brings zod, which the chat's first render does without (decision 0060).
 */
import { MessageContentSchema } from '#shared/schemas/chat.ts';

/** What would be sent: the trimmed draft, or null when it cannot be sent (blank or too long). */
export function contentToSend(draft: string): string | null {
  const parsed = MessageContentSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
}

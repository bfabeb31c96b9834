import type { Message } from '#shared/schemas/chat.ts';
import type { LikedItemView } from '#shared/schemas/likes.ts';
import type { StoredQuote } from '../../db/matches';
import type { StoredMessage } from '../../db/messages';
import { requireEnv } from '../../lib/env';
import { mediaUrl } from '../../media/photo-keys';

/** A stored quote as the browser shows it: a photo's key becomes its URL. */
export function presentQuote(quote: StoredQuote): LikedItemView {
  if (quote.kind === 'prompt') return quote as LikedItemView;
  return {
    kind: 'photo',
    photoId: quote.photoId,
    thumbUrl: quote.thumbKey ? mediaUrl(requireEnv('MEDIA_BASE_URL'), quote.thumbKey) : null,
  };
}

/** A message as served: only an opening message (a like's comment) carries a quote. */
export function presentMessage(message: StoredMessage): Message {
  const { quote, ...rest } = message;
  return quote ? { ...rest, quote: presentQuote(quote) } : rest;
}

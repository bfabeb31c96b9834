import { Heart, Star } from 'lucide-react';
import { useState } from 'react';
import { MAX_LIKE_COMMENT, type LikedItem } from '#shared/schemas/likes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { LikedItemQuote } from '#web/components/ui/prompt-answers.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import type { Candidate } from '../api/list-candidates';

/**
 * A like on one photo or prompt (issue 28), with an optional comment: it is sent as a like or a
 * super like, counted as any other, and the comment opens the conversation if they like back.
 */
export function LikeItemDialog({
  candidate,
  item,
  busy,
  onClose,
  onSend,
}: {
  candidate: Candidate;
  item: LikedItem | null;
  busy: boolean;
  onClose: () => void;
  onSend: (action: 'like' | 'superLike', like: { likedItem: LikedItem; comment?: string }) => void;
}) {
  const [comment, setComment] = useState('');
  const name = candidate.fullName || 'them';
  const send = (action: 'like' | 'superLike') => {
    if (!item) return;
    const trimmed = comment.trim();
    onSend(action, { likedItem: item, ...(trimmed ? { comment: trimmed } : {}) });
    setComment('');
  };
  const quote =
    item?.kind === 'photo'
      ? {
          kind: 'photo' as const,
          photoId: item.photoId,
          thumbUrl: candidate.photos.find((photo) => photo.id === item.photoId)?.thumbUrl ?? null,
        }
      : item
        ? {
            kind: 'prompt' as const,
            promptId: item.promptId,
            answer: candidate.prompts.find((prompt) => prompt.promptId === item.promptId)?.answer ?? null,
          }
        : null;
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Like ${name}’s ${item?.kind === 'photo' ? 'photo' : 'prompt'}`}
      description="Add a comment to give them something to answer. It becomes your first message if you match."
      busy={busy}
      actions={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => send('superLike')} disabled={busy}>
            <Star className="size-4 fill-current text-sky-500" aria-hidden /> Super like
          </Button>
          <Button onClick={() => send('like')} disabled={busy}>
            <Heart className="size-4 fill-current" aria-hidden /> Send like
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        {quote && <LikedItemQuote item={quote} whose={name} />}
        <TextareaField
          label="Comment (optional)"
          value={comment}
          maxLength={MAX_LIKE_COMMENT}
          showCount
          rows={3}
          placeholder="Say something about it…"
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </Modal>
  );
}

import { Heart, MessageCircleWarning, Star } from 'lucide-react';
import { useState } from 'react';
import { MAX_LIKE_COMMENT, type LikedItem } from '#shared/schemas/likes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { LikedItemQuote } from '#web/components/ui/prompt-answers.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import type { Candidate } from '../api/list-candidates';

/** The offensive-language matcher is a chunk of its own, loaded when a comment is sent (decision 0060). */
const loadSignals = () => import('#shared/moderation/message-signals.ts');

/**
 * A like on one photo or prompt (issue 28), with an optional comment: it is sent as a like or a
 * super like, counted as any other, and the comment opens the conversation if they like back.
 * A comment that reads as offensive asks "Are you sure?" first, as the chat's composer does: a
 * nudge, never a block ("Send anyway" sends it as written; the server flags it all the same).
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
  // The action asked for while "Are you sure?" is showing: "Send anyway" sends it.
  const [confirming, setConfirming] = useState<'like' | 'superLike' | null>(null);
  const name = candidate.fullName || 'them';
  const sendNow = (action: 'like' | 'superLike') => {
    if (!item) return;
    const trimmed = comment.trim();
    onSend(action, { likedItem: item, ...(trimmed ? { comment: trimmed } : {}) });
    setComment('');
    setConfirming(null);
  };
  const send = (action: 'like' | 'superLike') => {
    const trimmed = comment.trim();
    if (!trimmed) return sendNow(action);
    // Without the matcher (a failed load) the like still goes.
    void loadSignals()
      .then(({ isOffensive }) => isOffensive(trimmed))
      .catch(() => false)
      .then((offensive) => (offensive ? setConfirming(action) : sendNow(action)));
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
      onOpenChange={(open) => {
        if (open) return;
        setConfirming(null);
        onClose();
      }}
      title={`Like ${name}’s ${item?.kind === 'photo' ? 'photo' : 'prompt'}`}
      description="Add a comment to give them something to answer. It becomes your first message if you match."
      busy={busy}
      actions={
        confirming ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
              Edit comment
            </Button>
            <Button variant="danger" onClick={() => sendNow(confirming)} disabled={busy}>
              Send anyway
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => send('superLike')} disabled={busy}>
              <Star className="size-4 fill-current text-sky-500" aria-hidden /> Super like
            </Button>
            <Button onClick={() => send('like')} disabled={busy}>
              <Heart className="size-4 fill-current" aria-hidden /> Send like
            </Button>
          </div>
        )
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
          onChange={(event) => {
            setComment(event.target.value);
            setConfirming(null);
          }}
        />
        {confirming && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-2xl bg-rose-50 px-3 py-2.5 text-sm text-rose-900"
            data-testid="comment-nudge"
          >
            <MessageCircleWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              <span className="font-semibold">Are you sure?</span> This comment may come across as hurtful. Kindred is
              kinder when we think before we send. You can edit it, or send it as it is.
            </p>
          </div>
        )}
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { promptText } from '#shared/prompts.ts';
import type { PromptAnswer } from '#shared/schemas/profile.ts';

/**
 * A member's answered prompts (issue 28): the question small, the answer as they wrote it. Cards,
 * profiles and the staff console show them alike; `action` adds a control to each (the deck's
 * "Like this prompt").
 */
export function PromptAnswers<P extends { promptId: string; answer: string } = PromptAnswer>({
  prompts,
  action,
  compact = false,
}: {
  prompts: readonly P[];
  action?: (prompt: P) => ReactNode;
  /** One line each, in a row that scrolls sideways: a card keeps its buttons in view. */
  compact?: boolean;
}) {
  if (prompts.length === 0) return null;
  return (
    <ul
      className={compact ? '-mx-1 flex snap-x snap-mandatory gap-2 overflow-x-auto px-1 pb-1' : 'space-y-2'}
      aria-label="Prompts"
      data-testid="prompt-answers"
    >
      {prompts.map((prompt) => (
        <li
          key={prompt.promptId}
          className={`relative rounded-2xl border border-rose-100 bg-rose-50/60 px-3.5 py-2.5 ${compact ? 'w-[85%] shrink-0 snap-start' : ''}`}
          data-prompt-id={prompt.promptId}
        >
          <p className="text-xs font-semibold tracking-wide text-rose-700">{promptText(prompt.promptId)}</p>
          <p className={`mt-0.5 text-[15px] leading-snug text-gray-900 ${compact ? 'line-clamp-2 pr-9' : ''}`}>
            {prompt.answer}
          </p>
          {action && <div className="absolute right-2 bottom-2">{action(prompt)}</div>}
        </li>
      ))}
    </ul>
  );
}

/** The photo or prompt a like was about, as a small quote (Who Liked You, a conversation's first message). */
export function LikedItemQuote({
  item,
  whose,
}: {
  item:
    | { kind: 'photo'; photoId: string; thumbUrl: string | null }
    | { kind: 'prompt'; promptId: string; answer: string | null };
  /** 'your', 'their' or the member's name: whose photo or prompt it is. */
  whose: string;
}) {
  const possessive = whose === 'your' ? 'Your' : whose === 'their' ? 'Their' : `${whose}’s`;
  if (item.kind === 'photo') {
    return (
      <figure
        className="flex items-center gap-2.5 rounded-xl border border-rose-100 bg-white/80 p-2"
        data-testid="liked-item"
      >
        {item.thumbUrl ? (
          <img src={item.thumbUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <span className="size-12 shrink-0 rounded-lg bg-rose-100" aria-hidden />
        )}
        <figcaption className="text-xs text-gray-600">
          {possessive} photo{item.thumbUrl ? '' : ' (since removed)'}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="rounded-xl border-l-4 border-rose-300 bg-white/80 px-3 py-2" data-testid="liked-item">
      <figcaption className="text-xs font-semibold text-rose-700">
        {possessive} prompt · {promptText(item.promptId)}
      </figcaption>
      <blockquote className="mt-0.5 text-sm text-gray-800">{item.answer ?? 'An answer since changed'}</blockquote>
    </figure>
  );
}

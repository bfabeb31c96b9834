import { clsx } from 'clsx';
import { AlertCircle, CheckCheck, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Message } from '#shared/schemas/chat.ts';
import type { PendingMessage } from '../lib/conversation-state';
import { timeOfDay } from '../lib/message-time';
import { LikedItemQuote } from '#web/components/ui/prompt-answers.tsx';
import { ReceivedMessageSafety } from './message-safety';

function Bubble({
  mine,
  children,
  className,
  ...data
}: { mine: boolean; children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  return (
    <li className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')} {...data}>
      <div
        className={clsx(
          'max-w-[85%] rounded-3xl px-4 py-2.5 text-[15px] leading-relaxed shadow-sm sm:max-w-[70%]',
          mine
            ? 'rounded-br-lg bg-gradient-to-br from-rose-600 to-pink-600 text-white'
            : 'rounded-bl-lg border border-rose-100/80 bg-white text-gray-900',
          className,
        )}
      >
        {children}
      </div>
    </li>
  );
}

/** `pre-wrap`: a Shift+Enter line break is part of the message. */
const contentClass = 'break-words whitespace-pre-wrap';

export function StoredBubble({ message, mine, seen }: { message: Message; mine: boolean; seen: boolean }) {
  return (
    <>
      <Bubble mine={mine} data-testid="message" data-message-id={message.id} data-from={mine ? 'me' : 'them'}>
        {/* A like's comment opens the conversation quoting the photo or prompt it was about: the other's, or mine. */}
        {message.quote && (
          <div className="mb-2 text-gray-900">
            <LikedItemQuote item={message.quote} whose={mine ? 'their' : 'your'} />
          </div>
        )}
        <p className={contentClass} data-testid="message-content">
          {message.content}
        </p>
        <p className={clsx('mt-0.5 text-right text-[11px]', mine ? 'text-rose-50' : 'text-gray-600')}>
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
        </p>
      </Bubble>
      {!mine && <ReceivedMessageSafety message={message} />}
      {seen && (
        <li
          className="-mt-1 flex items-center justify-end gap-1 pr-1 text-xs font-medium text-gray-500"
          data-testid="seen-receipt"
        >
          <CheckCheck className="size-3.5 text-rose-500" aria-hidden /> Seen
        </li>
      )}
    </>
  );
}

export function PendingBubble({ entry, onRetry }: { entry: PendingMessage; onRetry: (clientId: string) => void }) {
  const failed = entry.status === 'failed';
  return (
    <>
      <Bubble
        mine
        className={clsx(failed ? 'opacity-90 ring-2 ring-red-300' : 'opacity-70')}
        data-testid="pending-message"
        data-status={entry.status}
      >
        <p className={contentClass}>{entry.content}</p>
      </Bubble>
      <li
        className="-mt-1 flex items-center justify-end gap-2 pr-1 text-xs font-medium"
        role={failed ? 'alert' : 'status'}
      >
        {failed ? (
          <>
            <span className="inline-flex items-center gap-1 text-red-600">
              <AlertCircle className="size-3.5" aria-hidden /> Not delivered
            </span>
            <button
              type="button"
              onClick={() => onRetry(entry.clientId)}
              className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-500"
            >
              <RotateCcw className="size-3.5" aria-hidden /> Retry
            </button>
          </>
        ) : (
          <span className="text-gray-500">Sending…</span>
        )}
      </li>
    </>
  );
}

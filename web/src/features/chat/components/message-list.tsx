import { MessageCircleHeart } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import type { Message } from '#shared/schemas/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { PendingMessage } from '../lib/conversation-state';
import { dayLabel, startsNewDay } from '../lib/message-time';
import { PendingBubble, StoredBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** Within this many pixels of the end counts as "at the bottom" (following new messages). */
const BOTTOM_SLACK_PX = 80;

export type MessageListProps = {
  messages: Message[];
  pending: PendingMessage[];
  myId: string;
  /** My message to show "Seen" under. */
  seenId: string | null;
  theirName: string;
  theirTyping: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onAtBottomChange: (atBottom: boolean) => void;
};

/**
 * The scrolling conversation. It keeps its distance from the bottom when it
 * grows: at the bottom it follows new messages; scrolled up, the member
 * stays where they were reading; older messages appear above without a jump.
 * It keeps it too when its size changes without a scroll: the Insights panel
 * narrowing it (lines rewrap, the list grows) or the composer growing.
 */
export function MessageList(props: MessageListProps) {
  const {
    messages,
    pending,
    myId,
    seenId,
    theirName,
    theirTyping,
    hasOlder,
    loadingOlder,
    onLoadOlder,
    onRetry,
    onAtBottomChange,
  } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const fromBottom = useRef(0);
  const atBottom = useRef(true);
  const pendingCount = pending.length;
  const previousPending = useRef(pendingCount);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // My own new message always brings the conversation to the end.
    if (pendingCount > previousPending.current) fromBottom.current = 0;
    previousPending.current = pendingCount;
    element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
  }, [messages, pendingCount, theirTyping]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const keepDistance = () => {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    };
    const observer = new ResizeObserver(keepDistance);
    observer.observe(element);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, []);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    fromBottom.current = Math.max(0, element.scrollHeight - element.clientHeight - element.scrollTop);
    const now = fromBottom.current <= BOTTOM_SLACK_PX;
    if (now !== atBottom.current) {
      atBottom.current = now;
      onAtBottomChange(now);
    }
  }

  const empty = messages.length === 0 && pending.length === 0;

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:outline-rose-500 sm:px-6"
      data-testid="message-scroller"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller the keyboard must reach (axe: scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label="Messages"
    >
      {hasOlder && (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={onLoadOlder} loading={loadingOlder}>
            Load earlier messages
          </Button>
        </div>
      )}
      {empty && (
        <div
          className="flex h-full flex-col items-center justify-center px-6 text-center"
          data-testid="conversation-empty"
        >
          <IconTile icon={MessageCircleHeart} size={16} className="rounded-3xl bg-rose-50 text-rose-500" />
          <p className="mt-4 text-lg font-bold text-gray-900">Say hello to {theirName}!</p>
          <p className="mt-1 max-w-xs text-sm text-gray-600">
            You matched: break the ice with a question about something in their profile.
          </p>
        </div>
      )}
      <ol ref={list} className="space-y-2" aria-label={`Conversation with ${theirName}`}>
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {startsNewDay(messages[index - 1]?.createdAt, message.createdAt) && (
              <li className="flex justify-center py-2" aria-hidden>
                <span className="rounded-full bg-rose-50 px-3 py-1 text-xs font-medium text-rose-700">
                  {dayLabel(message.createdAt)}
                </span>
              </li>
            )}
            <StoredBubble message={message} mine={message.senderId === myId} seen={message.id === seenId} />
          </Fragment>
        ))}
        {pending.map((entry) => (
          <PendingBubble key={entry.clientId} entry={entry} onRetry={onRetry} />
        ))}
      </ol>
      {theirTyping && <TypingIndicator name={theirName} />}
    </div>
  );
}

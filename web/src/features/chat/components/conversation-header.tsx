import { clsx } from 'clsx';
import { ArrowLeft, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessagePage } from '#shared/schemas/chat.ts';
import { paths } from '#web/config/paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';

export type ConversationHeaderProps = {
  member: MessagePage['member'];
  name: string;
  /** "typing…", "Connecting…", or nothing. */
  status: string | null;
  insightsOpen: boolean;
  onToggleInsights: () => void;
  /** The '⋯' menu (Unmatch, Block, Report), supplied by the route. */
  menu?: ReactNode;
};

export function ConversationHeader({
  member,
  name,
  status,
  insightsOpen,
  onToggleInsights,
  menu,
}: ConversationHeaderProps) {
  return (
    <header className="flex items-center gap-2 border-b border-rose-100 bg-white/95 px-2 py-2.5 sm:gap-3 sm:px-4">
      <Link
        to={paths.matches.getHref()}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-500"
        aria-label="Back to matches"
      >
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <Avatar photo={member.photo} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-1.5 text-lg">
          <h1 className="truncate leading-tight font-bold text-gray-900" data-testid="conversation-name">
            {name}
          </h1>
          <VerifiedBadge verified={member.verified} />
        </div>
        {/* Always there, so screen readers hear "typing…" appear; empty, it takes no room. */}
        <p className="truncate text-sm text-gray-500 empty:hidden" aria-live="polite" data-testid="conversation-status">
          {status}
        </p>
      </div>
      <button
        type="button"
        onClick={onToggleInsights}
        aria-pressed={insightsOpen}
        className={clsx(
          'inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-rose-500',
          insightsOpen ? 'bg-rose-100 text-rose-700' : 'text-gray-600 hover:bg-rose-50 hover:text-rose-700',
        )}
      >
        <Sparkles className="size-5" aria-hidden />
        {/* The name is the words shown (screen-reader only on phones, where the icon stands alone). */}
        <span className="sr-only md:not-sr-only">Insights &amp; Coach</span>
      </button>
      {menu}
    </header>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { Activity, Bot, Clock, MessagesSquare, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { relativeTime } from '#shared/relative-time.ts';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { useRelationshipAnalytics } from '../api/get-relationship-analytics';
import { CoachPanel } from './coach-panel';
import {
  frequencyInsight,
  scoreInsights,
  typicalReply,
  unlockPrompt,
  type AvailableAnalytics,
  type ScoreInsight,
  type ScoreLevel,
} from '../lib/analytics-wording';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { AreaSpinner } from '#web/components/ui/spinner.tsx';
import { InlineLoadError } from '#web/components/ui/status-cards.tsx';

/** New messages come in bursts: ask again once the conversation has been quiet this long. */
const REFRESH_DEBOUNCE_MS = 1_500;

const LEVEL_STYLES: Record<ScoreLevel, { text: string; bar: string; chip: string }> = {
  green: { text: 'text-emerald-600', bar: 'bg-emerald-500', chip: 'bg-emerald-50 text-emerald-700' },
  yellow: { text: 'text-amber-600', bar: 'bg-amber-500', chip: 'bg-amber-50 text-amber-700' },
  red: { text: 'text-red-600', bar: 'bg-red-500', chip: 'bg-red-50 text-red-700' },
};

export type AnalyticsPanelProps = {
  matchId: string;
  theirName: string;
  /** Changes when the conversation grows (the newest message id), to refresh the numbers. */
  lastMessageId: string | null;
  onClose: () => void;
  /** The coach's opener goes into the composer. */
  onUseOpener: (text: string) => void;
};

type PanelTab = 'insights' | 'coach';

const TAB_CLASSES = clsx(
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gray-600 transition-colors',
  'hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-500 data-[state=active]:bg-rose-100 data-[state=active]:text-rose-700',
);

/**
 * Relationship insights (core spec "States and transitions"), from the real
 * conversation, and beside them the dating coach (decision 0025): the coach
 * first while the conversation has not started, insights once it has. A side
 * column on wide screens, a sheet over the chat on phones.
 */
export function AnalyticsPanel({ matchId, theirName, lastMessageId, onClose, onUseOpener }: AnalyticsPanelProps) {
  const [tab, setTab] = useState<PanelTab>(lastMessageId === null ? 'coach' : 'insights');
  const analytics = useRelationshipAnalytics(matchId);
  const { refetch } = analytics;
  // Opening the panel fetches; only later messages ask again.
  const openedAt = useRef(lastMessageId);

  useEffect(() => {
    if (lastMessageId === openedAt.current) return;
    const timer = setTimeout(() => void refetch(), REFRESH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lastMessageId, refetch]);

  return (
    <aside
      className="fixed inset-x-0 top-16 bottom-0 z-30 flex flex-col overflow-y-auto bg-white lg:static lg:z-auto lg:w-96 lg:shrink-0 lg:rounded-3xl lg:border lg:border-rose-100/70 lg:shadow-xl lg:shadow-rose-900/5"
      aria-label="Relationship insights and coach"
      data-testid="insights-panel"
      // It scrolls on its own: keyboard users reach it to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller the keyboard must reach (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as PanelTab)} className="flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-rose-100 px-4 py-3">
          <Tabs.List className="flex gap-1" aria-label="Insights or coach">
            <Tabs.Trigger value="insights" className={TAB_CLASSES}>
              <Sparkles className="size-4" aria-hidden /> Insights
            </Tabs.Trigger>
            <Tabs.Trigger value="coach" className={TAB_CLASSES}>
              <Bot className="size-4" aria-hidden /> Coach
            </Tabs.Trigger>
          </Tabs.List>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-9 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-rose-500"
            aria-label="Close insights"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <Tabs.Content value="coach" className="flex-1 px-5 py-5 focus-visible:outline-none">
          <CoachPanel matchId={matchId} theirName={theirName} lastMessageId={lastMessageId} onUseOpener={onUseOpener} />
        </Tabs.Content>
        <Tabs.Content value="insights" className="flex-1 px-5 py-5 focus-visible:outline-none">
          {analytics.isPending && <AreaSpinner label="Loading insights" className="py-10" />}
          {analytics.isError && (
            <InlineLoadError
              message="Insights could not be loaded."
              onRetry={() => void refetch()}
              retrying={analytics.isFetching}
            />
          )}
          {analytics.data?.available === false && (
            <LockedInsights
              messageCount={analytics.data.messageCount}
              minimumMessages={analytics.data.minimumMessages}
            />
          )}
          {analytics.data?.available && <Insights analytics={analytics.data} theirName={theirName} />}
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}

function LockedInsights({ messageCount, minimumMessages }: { messageCount: number; minimumMessages: number }) {
  const prompt = unlockPrompt(messageCount, minimumMessages);
  return (
    <div className="rounded-2xl bg-rose-50/70 p-5 text-center" data-testid="insights-locked">
      <IconTile icon={MessagesSquare} size={12} className="mx-auto rounded-2xl bg-white text-rose-500 shadow-sm" />
      <p className="mt-4 font-bold text-gray-900">{prompt.title}</p>
      <p className="mt-1 text-sm text-gray-600">{prompt.detail}</p>
      <ProgressBar
        percent={prompt.percent}
        label="Messages towards insights"
        className="mt-4"
        trackClassName="bg-white"
      />
    </div>
  );
}

function Insights({ analytics, theirName }: { analytics: AvailableAnalytics; theirName: string }) {
  const [conversation, ...scores] = scoreInsights(analytics);
  const frequency = frequencyInsight(analytics);
  return (
    <div className="space-y-5" data-testid="insights">
      <div className="text-center">
        <p className="text-sm font-medium text-gray-600">Conversation score</p>
        <p
          className={clsx('mt-1 text-5xl font-extrabold tabular-nums', LEVEL_STYLES[conversation.level].text)}
          data-testid="conversation-score"
          data-level={conversation.level}
        >
          {conversation.score}%
        </p>
        <p className="mx-auto mt-2 max-w-60 text-sm text-gray-600">{conversation.explanation}</p>
      </div>

      {scores.map((insight) => (
        <ScoreRow key={insight.key} insight={insight} />
      ))}

      <Fact icon={<MessagesSquare className="size-4" aria-hidden />} label="Messages">
        <span data-testid="message-split">
          {analytics.messageCount} in total: you {analytics.myMessages}, {theirName} {analytics.theirMessages}
        </span>
      </Fact>
      <Fact icon={<Clock className="size-4" aria-hidden />} label="Typical reply time">
        You: {typicalReply(analytics.myMedianResponseSeconds)}. {theirName}:{' '}
        {typicalReply(analytics.theirMedianResponseSeconds)}.
      </Fact>
      <Fact icon={<Activity className="size-4" aria-hidden />} label="Interaction frequency">
        <span className="font-semibold text-gray-900" data-testid="interaction-frequency">
          {frequency.label}
        </span>{' '}
        · {analytics.messagesPerDay} messages per active day. {frequency.explanation}
      </Fact>

      <p className="text-center text-xs text-gray-600">
        Updated {relativeTime(analytics.lastAnalyzedAt).toLowerCase()}
      </p>
    </div>
  );
}

function ScoreRow({ insight }: { insight: ScoreInsight }) {
  const style = LEVEL_STYLES[insight.level];
  return (
    <div data-testid={`score-${insight.key}`} data-level={insight.level}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-semibold text-gray-900">{insight.label}</p>
        <span className={clsx('rounded-full px-2 py-0.5 text-sm font-bold tabular-nums', style.chip)}>
          {insight.score}%
        </span>
      </div>
      <ProgressBar
        percent={insight.score}
        label={insight.label}
        className="mt-2"
        trackClassName="bg-gray-100"
        barClassName={style.bar}
      />
      <p className="mt-1.5 text-sm text-gray-600">{insight.explanation}</p>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-rose-100/80 p-4">
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-rose-600 uppercase">
        {icon}
        {label}
      </p>
      <p className="mt-1.5 text-sm text-gray-700">{children}</p>
    </div>
  );
}

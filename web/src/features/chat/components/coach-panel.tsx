import { Bot, Lightbulb, MessageSquarePlus } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useCoach } from '../api/ask-coach';
import { useMySettings } from '../api/get-my-settings';
import { useUpdateMySettings } from '../api/update-my-settings';
import { commonChips, OPENER_BASIS_LABELS } from '../lib/coach-wording';
import { AreaSpinner } from '#web/components/ui/spinner.tsx';
import { InlineLoadError } from '#web/components/ui/status-cards.tsx';

export type CoachPanelProps = {
  matchId: string;
  theirName: string;
  lastMessageId: string | null;
  /** Puts an opener into the composer, where the member edits it before sending. */
  onUseOpener: (text: string) => void;
};

/**
 * The dating coach (decision 0025): openers built from what the two share
 * before the first message, tips from the conversation's real numbers after.
 * Suggestions only: nothing is sent without the member.
 */
export function CoachPanel({ matchId, theirName, lastMessageId, onUseOpener }: CoachPanelProps) {
  const settings = useMySettings();
  const coach = useCoach(matchId, lastMessageId, settings.data?.coachAi);
  const update = useUpdateMySettings();

  if (coach.isPending) {
    return <AreaSpinner label="Loading the coach" className="py-10" />;
  }
  if (coach.isError) {
    return (
      <InlineLoadError
        message={MESSAGES.coach.loadError.description}
        onRetry={() => void coach.refetch()}
        retrying={coach.isFetching}
      />
    );
  }
  const advice = coach.data;
  const chips = commonChips(advice.common);

  function setAi(next: boolean) {
    update.mutate(
      { coachAi: next },
      {
        onSuccess: () => showSuccess(next ? MESSAGES.coach.aiOn : MESSAGES.coach.aiOff),
        onError: () => showError(MESSAGES.coach.aiSaveError),
      },
    );
  }

  return (
    <div className="space-y-5" data-testid="coach">
      {chips.length > 0 && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-rose-600 uppercase">What you share</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="What you share">
            {chips.map((chip) => (
              <li key={chip} className="rounded-full bg-rose-50 px-2.5 py-1 text-sm font-medium text-rose-700">
                {chip}
              </li>
            ))}
          </ul>
        </div>
      )}

      {advice.stage === 'opener' ? (
        <section aria-labelledby="coach-openers" className="space-y-3">
          <h3 id="coach-openers" className="font-bold text-gray-900">
            Openers for {theirName}
          </h3>
          {advice.openers.length === 0 ? (
            <p className="text-sm text-gray-600" data-testid="coach-no-openers">
              {theirName}'s profile gives little to build on yet. Ask about something in their photos, in your own
              words.
            </p>
          ) : (
            <ul className="space-y-3">
              {advice.openers.map((opener) => (
                <li key={opener.text} className="rounded-2xl border border-rose-100/80 p-4" data-testid="coach-opener">
                  <p className="text-xs font-semibold text-rose-600">{OPENER_BASIS_LABELS[opener.basis]}</p>
                  <p className="mt-1 text-[15px] text-gray-800">{opener.text}</p>
                  <Button variant="secondary" size="sm" className="mt-3" onClick={() => onUseOpener(opener.text)}>
                    <MessageSquarePlus className="size-4" aria-hidden /> Use this opener
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-gray-600">It goes into your message box: change it as you like before sending.</p>
        </section>
      ) : (
        <section aria-labelledby="coach-tips" className="space-y-3">
          <h3 id="coach-tips" className="font-bold text-gray-900">
            Tips for this conversation
          </h3>
          {advice.tips.length === 0 ? (
            <p className="text-sm text-gray-600" data-testid="coach-no-tips">
              It's going well: nothing to change right now.
            </p>
          ) : (
            <ul className="space-y-3">
              {advice.tips.map((tip) => (
                <li
                  key={tip.text}
                  className="flex gap-3 rounded-2xl border border-amber-100 bg-amber-50/50 p-4"
                  data-testid="coach-tip"
                  data-kind={tip.kind}
                >
                  <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
                  <p className="text-sm text-gray-800">{tip.text}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className="rounded-2xl bg-gray-50 p-4 text-sm text-gray-600">
        <p className="flex items-center gap-2 font-semibold text-gray-800">
          <Bot className="size-4" aria-hidden /> {advice.engine === 'bedrock' ? 'AI coach' : 'Built-in coach'}
        </p>
        {advice.aiAvailable ? (
          <div className="mt-2 flex items-center justify-between gap-3">
            <span>Let an AI model read this conversation to suggest more. Only the conversation you open is sent.</span>
            <Switch
              checked={settings.data?.coachAi ?? false}
              onCheckedChange={setAi}
              label="Use the AI coach"
              disabled={update.isPending || !settings.data}
            />
          </div>
        ) : (
          <p className="mt-1">Suggestions come from your profiles and this conversation; nothing leaves Kindred.</p>
        )}
      </div>
    </div>
  );
}

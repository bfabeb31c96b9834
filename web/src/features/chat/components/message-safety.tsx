import { Banknote, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { Message } from '#shared/schemas/chat.ts';
import { useReportMember } from '#web/features/safety/api/report-member.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * Under a received message the server flagged (issue 27): "Does this bother
 * you?" with a one-tap report that carries this very message to the
 * moderators, and warnings for romance-scam signals. Only the receiver sees
 * these; the sender was asked "Are you sure?" before sending.
 */
export function ReceivedMessageSafety({ message }: { message: Message }) {
  const flags = message.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <li className="-mt-1 flex max-w-[85%] flex-col items-start gap-1.5 sm:max-w-[70%]" data-testid="message-safety">
      {flags.includes('offensive') && <BotherPrompt message={message} />}
      {flags.includes('offPlatform') && (
        <Warning icon={ShieldAlert} testId="off-platform-warning">
          They are asking to move off Kindred early. Scammers often do this: keep chatting here until you have met.
        </Warning>
      )}
      {flags.includes('money') && (
        <Warning icon={Banknote} testId="money-warning">
          This message mentions money, payments or crypto. Never send money, gift cards or crypto to someone you have
          not met.
        </Warning>
      )}
    </li>
  );
}

function Warning({ icon: Icon, testId, children }: { icon: typeof Flag; testId: string; children: string }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-xs text-amber-900"
      data-testid={testId}
    >
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {children}
    </p>
  );
}

function BotherPrompt({ message }: { message: Message }) {
  const [dismissed, setDismissed] = useState(false);
  const report = useReportMember();
  if (dismissed) return null;
  const alreadyReported = report.error instanceof ApiError && report.error.code === 'already_reported';
  const done = report.isSuccess || alreadyReported;
  return (
    <div className="rounded-2xl bg-rose-50 px-3 py-2 text-xs text-rose-900" data-testid="bother-prompt">
      {done ? (
        <p role="status">
          {alreadyReported
            ? 'You already reported them. Our team is reviewing it.'
            : 'Thanks for telling us. Our team will review this message.'}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">Does this bother you?</span>
          <button
            type="button"
            disabled={report.isPending}
            onClick={() =>
              report.mutate({
                memberId: message.senderId,
                category: 'harassment',
                matchId: message.matchId,
                messageId: message.id,
              })
            }
            className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2.5 py-1 font-semibold text-white hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:opacity-60"
          >
            <Flag className="size-3" aria-hidden /> Yes, report it
          </button>
          <button
            type="button"
            onClick={() => setDismissed(true)}
            className="rounded-full px-2.5 py-1 font-medium text-rose-800 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-rose-500"
          >
            No
          </button>
          {report.isError && !alreadyReported && (
            <span role="alert" className="w-full text-red-700">
              The report did not go through. Please try again.
            </span>
          )}
        </div>
      )}
    </div>
  );
}

import { Banknote, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { MessageFlag } from '#shared/schemas/chat.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The report a "Yes, report it" sends, as a mutation holds it (the safety feature's `useReportMember`). */
export type BotherReport = {
  send: () => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
};

const WORDS = {
  message: {
    offPlatform:
      'They are asking to move off Kindred early. Scammers often do this: keep chatting here until you have met.',
    money:
      'This message mentions money, payments or crypto. Never send money, gift cards or crypto to someone you have not met.',
    thanks: 'Thanks for telling us. Our team will review this message.',
  },
  comment: {
    offPlatform:
      'They ask to move off Kindred before you have even matched. Scammers often do this: keep chatting here.',
    money:
      'This comment mentions money, payments or crypto. Never send money, gift cards or crypto to someone you have not met.',
    thanks: 'Thanks for telling us. Our team will review this comment.',
  },
} as const;

/**
 * What the server saw in words someone sent me (decision 0070, and issue 28 for a like's comment):
 * "Does this bother you?" with a one-tap report of these very words, and warnings for romance-scam
 * signals. The screen supplies the report, which belongs to the safety feature; reporting never blocks.
 */
export function FlaggedTextNotes({
  flags,
  what,
  report,
}: {
  flags: readonly MessageFlag[];
  what: 'message' | 'comment';
  report: BotherReport;
}) {
  return (
    <>
      {flags.includes('offensive') && <BotherPrompt report={report} thanks={WORDS[what].thanks} />}
      {flags.includes('offPlatform') && (
        <Warning icon={ShieldAlert} testId="off-platform-warning">
          {WORDS[what].offPlatform}
        </Warning>
      )}
      {flags.includes('money') && (
        <Warning icon={Banknote} testId="money-warning">
          {WORDS[what].money}
        </Warning>
      )}
    </>
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

function BotherPrompt({ report, thanks }: { report: BotherReport; thanks: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const alreadyReported = report.error instanceof ApiError && report.error.code === 'already_reported';
  const done = report.isSuccess || alreadyReported;
  return (
    <div className="rounded-2xl bg-rose-50 px-3 py-2 text-xs text-rose-900" data-testid="bother-prompt">
      {done ? (
        <p role="status">{alreadyReported ? 'You already reported them. Our team is reviewing it.' : thanks}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">Does this bother you?</span>
          <button
            type="button"
            disabled={report.isPending}
            onClick={report.send}
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

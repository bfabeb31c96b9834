/**
 * /elite-match: the Elite Match Request Form (marketing spec "Screens and
 * routes", "States and transitions" and "Error catalogue"). The draft is kept
 * per member in this browser on every change. Submitting stores the form on the
 * server, then starts the one-time $599 Checkout in this tab (decision 0016);
 * the webhook's completion grants Elite and puts the request in the
 * matchmakers' queue (decision 0022).
 */
import { CheckCircle2, Crown, Send, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { useExternalRedirect } from '#web/lib/billing/external-redirect.ts';
import { ELITE_MATCH_PRICE } from '#web/lib/plans.ts';
import { useMe } from '#web/lib/me.ts';
import { showError } from '#web/lib/toast.tsx';
import { useMyEliteRequest } from '../api/get-my-elite-request';
import { useStartElitePayment, useSubmitEliteRequest } from '../api/submit-elite-request';
import { loadDraft, saveDraft, toRequestBody, type EliteFormState } from '../lib/elite-draft';
import { EliteRequestFields } from './elite-request-form';
import { useElitePurchaseReturn } from './use-elite-purchase-return';

export function EliteRequestPage() {
  const me = useMe();
  useElitePurchaseReturn();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={Crown} title="Elite Match Request Form">
        Tell our matchmakers who you are looking for. They hand-pick up to three people who have agreed to meet you.
      </PageHeader>
      {me.isError && !me.data ? (
        <LoadErrorCard
          title="Your account could not be loaded"
          onRetry={() => void me.refetch()}
          retrying={me.isFetching}
        />
      ) : me.data ? (
        // Keyed by member: another member signing in on this browser gets their own draft.
        <EliteRequestForm key={me.data.id} memberId={me.data.id} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

/** How long the confirmation stays before the checkout takes the tab, unless the member continues sooner. */
export const CONFIRMATION_SECONDS = 6;

function EliteRequestForm({ memberId }: { memberId: string }) {
  const [state, setState] = useState<EliteFormState>(() => loadDraft(memberId));
  const [submitted, setSubmitted] = useState<string | null>(null);
  const current = useMyEliteRequest();
  const submit = useSubmitEliteRequest();
  const pay = useStartElitePayment();
  const { redirecting, go } = useExternalRedirect();
  const working = submit.isPending || pay.isPending || redirecting;

  useEffect(() => saveDraft(memberId, state), [memberId, state]);

  const request = current.data?.request ?? null;
  const withMatchmakers = request?.status === 'curating';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    try {
      const { requestId } = await submit.mutateAsync(toRequestBody(state));
      // Said in the page (SubmittedConfirmation), where it stays until the member moves on.
      setSubmitted(requestId);
    } catch {
      showError(MESSAGES.elite.submissionError);
    }
  }

  async function toCheckout(requestId: string) {
    if (pay.isPending || redirecting) return;
    try {
      const { url } = await pay.mutateAsync(requestId);
      go(url);
    } catch {
      showError(MESSAGES.elite.submissionError);
    }
  }

  if (submitted)
    return (
      <SubmittedConfirmation
        busy={pay.isPending || redirecting}
        onContinue={() => void toCheckout(submitted)}
        failed={pay.isError}
      />
    );

  return (
    <>
      {withMatchmakers && (
        <Card
          className="mt-8 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
          data-testid="elite-request-status"
        >
          <div>
            <p className="flex items-center gap-2 font-bold text-gray-900">
              <Sparkles className="size-5 text-amber-500" aria-hidden /> Your request is with our matchmakers
            </p>
            <p className="mt-1 text-sm text-gray-600">
              {request.matchesReady > 0
                ? `${request.matchesReady} of your matches ${request.matchesReady === 1 ? 'is' : 'are'} ready.`
                : 'They are curating your matches. You can send a new request once you have chosen one.'}
            </p>
          </div>
          <Link to={paths.eliteMatches.getHref()} className={buttonClasses({ className: 'shrink-0' })}>
            View your elite matches
          </Link>
        </Card>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Elite Match Request Form"
        className="mt-8 space-y-6"
      >
        <EliteRequestFields state={state} onChange={setState} />
        <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white/95 p-3 shadow-lg shadow-rose-900/10 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:pl-5">
          <p className="text-sm text-gray-600">
            {withMatchmakers
              ? 'One request at a time: yours is being curated.'
              : `${ELITE_MATCH_PRICE} one-time. Your draft is saved on this device.`}
          </p>
          <Button
            type="submit"
            size="lg"
            disabled={working || withMatchmakers}
            className="w-full sm:w-auto"
            aria-busy={working || undefined}
          >
            {working ? (
              'Submitting...'
            ) : (
              <>
                <Send className="size-4" aria-hidden /> Submit &amp; Proceed to Payment ({ELITE_MATCH_PRICE})
              </>
            )}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * The form is stored: the member reads so before Checkout replaces the page. It continues on the button,
 * or by itself after CONFIRMATION_SECONDS shown counting down (not after a failure: then only the button).
 */
function SubmittedConfirmation({
  busy,
  failed,
  onContinue,
}: {
  busy: boolean;
  failed: boolean;
  onContinue: () => void;
}) {
  const [left, setLeft] = useState(CONFIRMATION_SECONDS);
  // The countdown continues once; after that only the button does.
  const continued = useRef(false);
  const automatic = !failed;
  useEffect(() => {
    if (!automatic || busy || continued.current) return;
    if (left <= 0) {
      continued.current = true;
      onContinue();
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [automatic, busy, left, onContinue]);

  return (
    <Card className="mt-8 p-6 sm:p-8" data-testid="elite-submitted" role="status">
      <h2 className="flex items-center gap-2 text-xl font-bold text-gray-900">
        <CheckCircle2 className="size-6 text-emerald-600" aria-hidden /> {MESSAGES.elite.submitted.title}
      </h2>
      <p className="mt-2 text-gray-700">{MESSAGES.elite.submitted.description}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600" aria-live="off">
          {busy
            ? 'Opening the secure checkout...'
            : automatic
              ? `Taking you to the secure checkout in ${left} s.`
              : 'The checkout could not be opened.'}
        </p>
        <Button size="lg" onClick={onContinue} disabled={busy} aria-busy={busy || undefined}>
          Continue to payment ({ELITE_MATCH_PRICE})
        </Button>
      </div>
    </Card>
  );
}

/**
 * /elite-matches (marketing spec "Screens and routes", "States and transitions"
 * and "Error catalogue"): up to three candidates who accepted an introduction,
 * contact details hidden until one is chosen, and the final choice, which
 * reveals only what the chosen one agreed to share and makes a match (decision
 * 0022). Without an active Elite period the server answers 403: 'Access
 * Denied', and back to the form.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  Briefcase,
  Check,
  Crown,
  GraduationCap,
  Hourglass,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Video,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CONTACT_METHOD_OPTIONS } from '#shared/elite/request-form.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { Contact } from '#shared/schemas/elite.ts';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { InterestChips } from '#web/components/ui/interest-chips.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyStateCard, LoadErrorCard } from '#web/components/ui/status-cards.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useChooseEliteMatch } from '../api/choose-elite-match';
import { useEliteMatches, type EliteMatch, type EliteMatches } from '../api/list-elite-matches';
import { useElitePurchaseReturn } from './use-elite-purchase-return';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';

const isAccessDenied = (error: unknown) => error instanceof ApiError && error.status === 403;

export function EliteMatchesPage() {
  const { waiting } = useElitePurchaseReturn();
  const matches = useEliteMatches({ enabled: !waiting });
  const navigate = useNavigate();
  const denied = isAccessDenied(matches.error);

  useEffect(() => {
    if (!matches.isError) return;
    if (denied) {
      showError(MESSAGES.elite.accessDenied, { id: 'elite-access' });
      navigate(paths.eliteMatch.getHref(), { replace: true });
    } else showError(MESSAGES.elite.matchesLoadError, { id: 'elite-access' });
  }, [matches.isError, denied, navigate]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={Crown} title="Your Elite Matches">
        Hand-picked by your matchmaker. Everyone here has agreed to be introduced to you.
      </PageHeader>
      {waiting || matches.isPending ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center text-gray-700" role="status">
          <Spinner className="size-8 text-rose-500" />
          <p>{waiting ? 'Confirming your payment...' : 'Loading your elite matches...'}</p>
        </div>
      ) : matches.isError ? (
        denied ? null : (
          <LoadErrorCard
            title={MESSAGES.elite.matchesLoadError.title}
            description={MESSAGES.elite.matchesLoadError.description}
            onRetry={() => void matches.refetch()}
            retrying={matches.isFetching}
          />
        )
      ) : (
        <MatchesContent data={matches.data} />
      )}
    </div>
  );
}

function MatchesContent({ data }: { data: EliteMatches }) {
  const choose = useChooseEliteMatch();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<EliteMatch | null>(null);

  if (data.matches.length === 0) {
    return data.request ? (
      <EmptyStateCard
        icon={Hourglass}
        title="No Matches Yet"
        text="Your matchmaker is still curating your matches. We will let you know as soon as someone accepts an introduction to you."
        testId="elite-matches-empty"
      />
    ) : (
      <EmptyStateCard
        icon={Crown}
        title="No Matches Yet"
        text="Send your Elite Match request and our matchmakers will start curating."
        testId="elite-matches-empty"
        action={{ to: paths.eliteMatch.getHref(), label: 'Go to the request form' }}
      />
    );
  }

  async function confirm() {
    if (!confirming) return;
    try {
      await choose.mutateAsync(confirming.id);
      showSuccess(MESSAGES.elite.matchSelected, undefined);
    } catch {
      showError(MESSAGES.elite.selectionError);
      // Already chosen elsewhere (409), or the list changed: show what the server holds.
      void queryClient.invalidateQueries({ queryKey: memberListKeys.eliteMatches });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <>
      <div
        className={
          data.selection
            ? 'mt-8 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900'
            : 'mt-8 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900'
        }
        data-testid="elite-contact-banner"
      >
        {data.selection ? (
          <Check className="mt-0.5 size-5 shrink-0" aria-hidden />
        ) : (
          <Lock className="mt-0.5 size-5 shrink-0" aria-hidden />
        )}
        <p>
          {data.selection
            ? 'You have chosen your match. Their contact details are below, as they agreed to share them, and you can now chat.'
            : 'Contact details stay hidden until you choose one match. Your choice is final.'}
        </p>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Elite matches">
        {data.matches.map((match) => (
          <EliteMatchCard
            key={match.id}
            match={match}
            matchId={data.selection?.candidateId === match.id ? data.selection.matchId : null}
            canChoose={!data.selection}
            busy={choose.isPending}
            onChoose={() => setConfirming(match)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Choose ${confirming?.fullName ?? 'this match'}?`}
        description="This is your final selection: you will see their contact details and be matched, and it cannot be changed."
        icon={Crown}
        tone="rose"
        confirmLabel="Choose This Match"
        busy={choose.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

function EliteMatchCard(props: {
  match: EliteMatch;
  matchId: string | null;
  canChoose: boolean;
  busy: boolean;
  onChoose: () => void;
}) {
  const { match, matchId, canChoose, busy, onChoose } = props;
  const name = match.fullName || 'Your match';
  return (
    <li data-testid="elite-match-card" data-member-id={match.id} data-state={match.state}>
      <Card
        className={
          match.state === 'selected'
            ? 'flex h-full flex-col overflow-hidden ring-2 ring-emerald-400'
            : 'flex h-full flex-col overflow-hidden'
        }
      >
        <div className="relative">
          <MemberPhoto photo={match.photo} name={name} className="aspect-[4/3]" />
          {match.state === 'selected' && (
            <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-3 py-1 text-xs font-bold text-white shadow">
              <Check className="size-3.5" aria-hidden /> Your Selected Match
            </span>
          )}
          {match.state === 'not_selected' && (
            <span className="absolute top-3 left-3 rounded-full bg-gray-800/85 px-3 py-1 text-xs font-bold text-white shadow">
              Not Selected
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <h2 className="text-xl font-bold break-words text-gray-900">
            <NameAndAge name={name} age={match.age} />
          </h2>
          {(match.location || match.profession || match.education) && (
            <dl className="space-y-1.5 text-sm text-gray-700">
              {match.location && <Fact icon={MapPin} label="Location" value={match.location} />}
              {match.profession && <Fact icon={Briefcase} label="Profession" value={match.profession} />}
              {match.education && <Fact icon={GraduationCap} label="Education" value={match.education} />}
            </dl>
          )}
          {match.bio && <p className="line-clamp-3 text-sm leading-relaxed text-gray-600">{match.bio}</p>}
          <InterestChips interests={match.interests} />
          <div className="mt-auto pt-2">
            {match.contact ? (
              <ContactDetails contact={match.contact} matchId={matchId} />
            ) : canChoose ? (
              <Button className="w-full" onClick={onChoose} disabled={busy} aria-label={`Choose This Match: ${name}`}>
                <Crown className="size-4" aria-hidden /> Choose This Match
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
    </li>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt>
        <Icon className="size-4 shrink-0 text-gray-500" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{value}</dd>
    </div>
  );
}

const CONTACT_ICONS = { email: Mail, phone: Phone, text: MessageCircle, 'video-call': Video } as const;

/**
 * What the chosen one agreed to share, in the way they chose: nothing invented, where the spec's client invented an
 * email and a phone (marketing spec "Roles and permissions").
 */
function ContactDetails({ contact, matchId }: { contact: Contact; matchId: string | null }) {
  const Icon = CONTACT_ICONS[contact.method];
  const label = CONTACT_METHOD_OPTIONS.find((option) => option.value === contact.method)?.label ?? contact.method;
  const href =
    contact.method === 'email'
      ? `mailto:${contact.value}`
      : contact.method === 'video-call'
        ? null
        : `${contact.method === 'text' ? 'sms' : 'tel'}:${contact.value.replace(/[^+0-9]/g, '')}`;
  return (
    <div className="space-y-3" data-testid="elite-contact">
      <div className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
        <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{label}</p>
        <p className="mt-1 flex items-center gap-2 font-semibold break-all text-gray-900">
          <Icon className="size-4 shrink-0 text-emerald-700" aria-hidden />
          {href ? (
            <a href={href} className="underline underline-offset-2">
              {contact.value}
            </a>
          ) : (
            contact.value
          )}
        </p>
      </div>
      {matchId && (
        <Link
          to={paths.conversation.getHref(matchId)}
          className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
        >
          <MessageCircle className="size-4" aria-hidden /> Message
        </Link>
      )}
    </div>
  );
}

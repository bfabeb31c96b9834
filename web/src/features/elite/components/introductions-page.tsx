/**
 * /introductions (decision 0022): a matchmaker asked me whether I
 * accept an introduction to an Elite member. I see only what that member
 * agreed to show, and the matchmaker's note. Accepting names the contact I
 * agree to share, revealed only if they choose me; declining tells them
 * nothing about who declined.
 */
import { Briefcase, CalendarClock, GraduationCap, HeartHandshake, MapPin, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_METHOD_OPTIONS } from '#shared/elite/request-form.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ContactSchema, type AnswerIntroduction, type Contact } from '#shared/schemas/elite.ts';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { EmptyStateCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { refusalMessage } from '#web/lib/refusal-message.ts';
import { useMe } from '#web/lib/me.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useAnswerIntroduction } from '../api/answer-introduction';
import { useIntroductions, type Introduction } from '../api/list-introductions';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';

const STATUS_TEXT: Record<Introduction['status'], string> = {
  pending: 'Waiting for your answer',
  accepted: 'You accepted. They have not chosen yet.',
  declined: 'You declined',
  expired: 'No answer in time',
  withdrawn: 'No longer open',
  selected: 'They chose you',
  not_selected: 'They chose someone else',
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

export function IntroductionsPage() {
  const introductions = useIntroductions();
  useEffect(() => {
    if (introductions.isError) showError(MESSAGES.introductions.loadError);
  }, [introductions.isError]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={HeartHandshake} title="Introductions">
        Our matchmakers think you and an Elite member would get on. You decide whether to be introduced.
      </PageHeader>
      {introductions.isPending ? (
        <PageSpinner />
      ) : introductions.isError ? (
        <QueryErrorCard query={introductions} message={MESSAGES.introductions.loadError} />
      ) : introductions.data.introductions.length === 0 ? (
        <EmptyStateCard
          icon={HeartHandshake}
          title="No introduction requests"
          text="When a matchmaker would like to introduce you to someone, it shows up here."
        />
      ) : (
        <ul className="mt-8 space-y-6" aria-label="Introduction requests">
          {introductions.data.introductions.map((introduction) => (
            <IntroductionCard key={introduction.requestId} introduction={introduction} />
          ))}
        </ul>
      )}
    </div>
  );
}

function IntroductionCard({ introduction }: { introduction: Introduction }) {
  const { member } = introduction;
  const name = member.firstName ?? 'An Elite member';
  const answer = useAnswerIntroduction();
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);

  async function send(body: AnswerIntroduction) {
    try {
      await answer.mutateAsync({ requestId: introduction.requestId, answer: body });
      showSuccess(body.answer === 'accept' ? MESSAGES.introductions.accepted : MESSAGES.introductions.declined);
      setAccepting(false);
      setDeclining(false);
    } catch (error) {
      showError(MESSAGES.introductions.answerError(refusalMessage(error)));
    }
  }

  return (
    <li data-testid="introduction-card" data-status={introduction.status}>
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <MemberPhoto
          photo={member.photo}
          name={name}
          className="size-28 shrink-0 rounded-2xl sm:size-36"
          iconClassName="size-14"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-bold break-words text-gray-900">
              <NameAndAge name={name} age={member.age} />
            </h2>
            <span
              className="rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold text-rose-800 ring-1 ring-rose-200"
              data-testid="introduction-status"
            >
              {STATUS_TEXT[introduction.status]}
            </span>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {member.location && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-gray-500" aria-hidden />
                {member.location}
              </span>
            )}
            {member.profession && (
              <span className="inline-flex items-center gap-1.5">
                <Briefcase className="size-4 text-gray-500" aria-hidden />
                {member.profession}
              </span>
            )}
            {member.education && (
              <span className="inline-flex items-center gap-1.5">
                <GraduationCap className="size-4 text-gray-500" aria-hidden />
                {member.education}
              </span>
            )}
          </div>
          {member.bio && <p className="text-sm leading-relaxed text-gray-600">{member.bio}</p>}
          {introduction.note && (
            <blockquote className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
              <span className="font-semibold">From your matchmaker: </span>
              {introduction.note}
            </blockquote>
          )}
          {introduction.status === 'pending' && (
            <>
              <p className="flex items-center gap-1.5 text-sm text-gray-600">
                <CalendarClock className="size-4 text-gray-500" aria-hidden /> Please answer by{' '}
                {dateOf(introduction.answerBy)}.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button onClick={() => setAccepting(true)} disabled={answer.isPending}>
                  Accept introduction
                </Button>
                <Button variant="secondary" onClick={() => setDeclining(true)} disabled={answer.isPending}>
                  Decline
                </Button>
              </div>
            </>
          )}
          {introduction.myContact && introduction.status !== 'selected' && (
            <p className="text-sm text-gray-700">
              You agreed to share: <span className="font-semibold">{contactLabel(introduction.myContact)}</span>. They
              see it only if they choose you.
            </p>
          )}
          {introduction.matchId && (
            <Link
              to={paths.conversation.getHref(introduction.matchId)}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <MessageCircle className="size-4" aria-hidden /> Message
            </Link>
          )}
        </div>
      </Card>
      <AcceptDialog
        key={accepting ? 'open' : 'closed'}
        open={accepting}
        onOpenChange={setAccepting}
        name={name}
        busy={answer.isPending}
        onAccept={(contact) => void send({ answer: 'accept', contact })}
      />
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline this introduction?"
        description="They are not told who declined, and your matchmaker may introduce you to someone else."
        icon={HeartHandshake}
        tone="rose"
        confirmLabel="Decline"
        busy={answer.isPending}
        onConfirm={() => void send({ answer: 'decline' })}
      />
    </li>
  );
}

const contactLabel = (contact: Contact) =>
  `${CONTACT_METHOD_OPTIONS.find((option) => option.value === contact.method)?.label ?? contact.method}: ${contact.value}`;

const VALUE_LABELS: Record<Contact['method'], { label: string; placeholder: string; type: string }> = {
  email: { label: 'Email address', placeholder: 'you@example.com', type: 'email' },
  phone: { label: 'Phone number', placeholder: '+65 8123 4567', type: 'tel' },
  text: { label: 'Mobile number for texts', placeholder: '+65 8123 4567', type: 'tel' },
  'video-call': { label: 'Video-call link or handle', placeholder: 'e.g. a meeting link', type: 'text' },
};

function AcceptDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  busy: boolean;
  onAccept: (contact: Contact) => void;
}) {
  const { open, onOpenChange, name, busy, onAccept } = props;
  // Prefilled with my own sign-in email, the one contact the app already has from me: a suggestion in my
  // own dialog, shared only when I press "Accept and share" (decision 0022: consent before any contact).
  const ownEmail = useMe().data?.email ?? '';
  const [method, setMethod] = useState<Contact['method']>('email');
  const [edited, setEdited] = useState<Partial<Record<Contact['method'], string>>>({});
  const value = edited[method] ?? (method === 'email' ? ownEmail : '');
  const [error, setError] = useState<string | undefined>();
  const field = VALUE_LABELS[method];

  function submit() {
    const parsed = ContactSchema.safeParse({ method, value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check this value');
      return;
    }
    setError(undefined);
    onAccept(parsed.data);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      icon={<ModalIcon icon={HeartHandshake} tone="rose" />}
      title={`Accept an introduction to ${name}`}
      description="Choose how they may contact you. They see it only if they choose you, and you are then matched and can chat."
    >
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SelectField
          label="How they may contact you"
          value={method}
          onValueChange={(next) => {
            setMethod(next);
            setError(undefined);
          }}
          options={CONTACT_METHOD_OPTIONS}
        />
        <Field
          label={field.label}
          type={field.type}
          value={value}
          placeholder={field.placeholder}
          maxLength={254}
          error={error}
          onChange={(event) => setEdited((current) => ({ ...current, [method]: event.target.value }))}
        />
        <ModalActions>
          <ModalCancel disabled={busy} />
          <Button type="submit" loading={busy}>
            Accept and share
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * One Elite Match request, as a matchmaker works it (decision
 * 0022): the member, everything they asked for, the candidates proposed and
 * their answers, and a search by the request's criteria (any relaxed) within
 * a distance band, from which up to three at a time are proposed.
 */
import { Search, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  ELITE_SELECT_OPTIONS,
  labelOf,
  SHARE_FIELDS,
  SHARE_FIELD_LABELS,
  type EliteSelectField,
} from '#shared/elite/request-form.ts';
import { CRITERION_LABELS, MAX_ELITE_MATCHES, SEARCH_BANDS_KM, type Criterion } from '#shared/elite/rules.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { CandidateResult, StaffEliteRequest } from '#shared/schemas/staff.ts';
import { paths } from '#web/config/paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { refusalMessage } from '#web/lib/refusal-message.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useStaffEliteRequest } from '../api/get-elite-request';
import { useProposeCandidate } from '../api/propose-candidate';
import { useCandidateSearch } from '../api/search-candidates';
import { formatDate, formatDateTime, PROPOSAL_STATUS_LABELS, PROPOSAL_STATUS_TONES } from '../lib/labels';
import { MemberSummary, PagedQuery, Pill, StaffEntry, StaffSection } from './staff-ui';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';

export function StaffEliteRequestPage() {
  const { memberId = '', requestId = '' } = useParams();
  const request = useStaffEliteRequest(memberId, requestId);
  return (
    <StaffEntry back={paths.staffElite.getHref()} backLabel="All requests" query={request} what="request">
      {(data) => <RequestDetail request={data} memberId={memberId} />}
    </StaffEntry>
  );
}

function RequestDetail({ request, memberId }: { request: StaffEliteRequest; memberId: string }) {
  const { member, form } = request;
  const live = request.proposals.filter(
    (proposal) => proposal.status === 'pending' || proposal.status === 'accepted',
  ).length;
  return (
    <>
      <StaffSection
        title="Request"
        actions={
          <Pill tone={request.status === 'curating' ? 'amber' : 'green'}>
            {request.status === 'curating' ? 'Curating' : request.status === 'matched' ? 'Matched' : request.status}
          </Pill>
        }
      >
        <h1 className="text-2xl font-extrabold text-gray-900">
          <NameAndAge name={member.fullName || 'Unnamed member'} age={member.age} />
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {[member.gender, member.location, member.profession].filter(Boolean).join(' · ')}
          {request.paidAt && ` · paid ${formatDate(request.paidAt)}`}
        </p>
        {member.bio && <p className="mt-3 text-sm text-gray-700">{member.bio}</p>}
        <FormSummary form={form} />
      </StaffSection>

      <StaffSection title={`Candidates proposed (${live} of ${MAX_ELITE_MATCHES} places taken)`}>
        {request.proposals.length === 0 ? (
          <p className="text-sm text-gray-600">Nobody proposed yet.</p>
        ) : (
          <ul className="divide-y divide-rose-100" aria-label="Candidates proposed" data-testid="proposals">
            {request.proposals.map((proposal) => (
              <li
                key={proposal.candidate.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                data-testid="proposal"
              >
                <MemberSummary member={proposal.candidate}>
                  <p className="text-xs text-gray-600">
                    Asked {formatDateTime(proposal.proposedAt)}
                    {proposal.answeredAt
                      ? ` · answered ${formatDateTime(proposal.answeredAt)}`
                      : ` · answer by ${formatDate(proposal.answerBy)}`}
                  </p>
                </MemberSummary>
                <Pill tone={PROPOSAL_STATUS_TONES[proposal.status]}>{PROPOSAL_STATUS_LABELS[proposal.status]}</Pill>
              </li>
            ))}
          </ul>
        )}
        {request.selection && (
          <p className="mt-3 text-sm font-semibold text-emerald-800">
            The member chose their match on {formatDate(request.selection.selectedAt)}.
          </p>
        )}
      </StaffSection>

      {request.status === 'curating' && <CandidateSearch request={request} memberId={memberId} />}
    </>
  );
}

function FormSummary({ form }: { form: StaffEliteRequest['form'] }) {
  const selects = Object.keys(ELITE_SELECT_OPTIONS) as EliteSelectField[];
  const texts: [string, string][] = [
    ['Preferred location', form.preferredLocation],
    ['Preferred profession', form.preferredProfession],
    ['Religious preference', form.religiousPreference],
    ['Shared interests', form.sharedInterests],
    ['Dealbreakers', form.dealbreakers],
    ['Specific requests', form.specificRequests],
    ['Additional notes', form.additionalNotes],
    ['Availability', form.availability],
    ['Feedback', form.feedbackPreference],
  ];
  const shown = SHARE_FIELDS.filter((field) => form.shareWithCandidates[field]).map(
    (field) => SHARE_FIELD_LABELS[field],
  );
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Age">
        {form.preferredAge[0]} – {form.preferredAge[1]}
      </Item>
      <Item label="Height">
        {form.preferredHeight[0]} – {form.preferredHeight[1]} cm
      </Item>
      {selects
        .filter((field) => form[field] !== null)
        .map((field) => (
          <Item key={field} label={SELECT_LABELS[field]}>
            {labelOf(field, form[field])}
          </Item>
        ))}
      {form.personalityTraits.length > 0 && <Item label="Personality">{form.personalityTraits.join(', ')}</Item>}
      <Item label="Background check">{form.backgroundCheckRequired ? 'Required' : 'Not required'}</Item>
      <Item label="Candidates may see">{shown.join(', ') || 'Nothing'}</Item>
      {texts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Item key={label} label={label} wide>
            {value}
          </Item>
        ))}
    </dl>
  );
}

const SELECT_LABELS: Record<EliteSelectField, string> = {
  wantToMeet: 'Wants to meet',
  preferredEducation: 'Education',
  preferredIncome: 'Income',
  preferredBuild: 'Build',
  smokingPreference: 'Smoking',
  drinkingPreference: 'Drinking',
  politicalPreference: 'Politics',
  relationshipGoal: 'Relationship goal',
  childrenPreference: 'Children',
  wantsChildrenPreference: 'Future children',
  exclusivityExpectation: 'Exclusivity',
  communicationStyle: 'Communication',
  dateFrequency: 'Date frequency',
  introductionFrequency: 'Introductions',
  preferredContactMethod: 'Contact method',
};

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-gray-900">{children}</dd>
    </div>
  );
}

const BAND_OPTIONS = SEARCH_BANDS_KM.map((km) => ({ value: String(km), label: `Within ${km} km` }));

function CandidateSearch({ request, memberId }: { request: StaffEliteRequest; memberId: string }) {
  const [bandKm, setBandKm] = useState(50);
  const [relax, setRelax] = useState<Criterion[]>([]);
  const [proposing, setProposing] = useState<CandidateResult | null>(null);
  const search = useCandidateSearch(memberId, request.requestId, bandKm, relax);
  const candidates = search.data?.pages.flatMap((page) => page.candidates) ?? [];
  const around = search.data?.pages[0]?.around;

  return (
    <StaffSection title="Find candidates">
      {!request.memberHasLocation && (
        <p className="mb-3 text-sm text-amber-900">
          The member shares no location: the search looks among members who share none.
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-[14rem_1fr]">
        <SelectField
          label="Distance from the member"
          value={String(bandKm)}
          onValueChange={(value) => setBandKm(Number(value))}
          options={BAND_OPTIONS}
        />
        {request.criteria.length > 0 ? (
          <CheckboxGroup
            legend="Relax these criteria"
            options={request.criteria.map((criterion) => ({ value: criterion, label: CRITERION_LABELS[criterion] }))}
            values={relax}
            onChange={(values) => setRelax(values as Criterion[])}
          />
        ) : (
          <p className="text-sm text-gray-600">
            The request sets no criteria a search can apply: every nearby member fits.
          </p>
        )}
      </div>
      {!request.canPropose && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Three candidates are waiting or have accepted. You can propose someone else when one declines or does not
          answer in time.
        </p>
      )}
      <PagedQuery
        pages={search}
        error={{ title: 'The search failed', description: refusalMessage(search.error), className: 'mt-4' }}
      >
        {() =>
          candidates.length === 0 ? (
            <p className="mt-6 flex items-center justify-center gap-2 text-sm text-gray-600">
              <Search className="size-4" aria-hidden /> Nobody fits{around === 'member' ? ` within ${bandKm} km` : ''}.
              Try a wider band or relax a criterion.
            </p>
          ) : (
            <ul className="mt-5 grid gap-4 lg:grid-cols-2" aria-label="Candidates" data-testid="candidates">
              {candidates.map((candidate) => (
                <li
                  key={candidate.profile.id}
                  className="flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white p-4"
                  data-testid="candidate"
                  data-member-id={candidate.profile.id}
                >
                  <div className="flex items-start gap-3">
                    <Avatar photo={candidate.profile.photos[0] ?? null} />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-gray-900" data-testid="candidate-name">
                        <NameAndAge
                          name={candidate.profile.fullName}
                          age={candidate.profile.age}
                          ageClassName="font-normal text-gray-600"
                        />
                      </p>
                      <p className="text-sm text-gray-600">
                        {[candidate.profile.distance, candidate.profile.profession, candidate.profile.religion]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-1.5 text-xs">
                    {candidate.met.map((criterion) => (
                      <Pill key={criterion} tone="green">
                        ✓ {CRITERION_LABELS[criterion]}
                      </Pill>
                    ))}
                    {candidate.unknown.map((criterion) => (
                      <Pill key={criterion} tone="grey">
                        ? {CRITERION_LABELS[criterion]}
                      </Pill>
                    ))}
                    {candidate.missed.map((criterion) => (
                      <Pill key={criterion} tone="red">
                        ✗ {CRITERION_LABELS[criterion]}
                      </Pill>
                    ))}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="self-start"
                    disabled={!request.canPropose}
                    onClick={() => setProposing(candidate)}
                    aria-label={`Propose ${candidate.profile.fullName}`}
                  >
                    <UserPlus className="size-4" aria-hidden /> Propose
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </PagedQuery>
      <ProposeDialog
        candidate={proposing}
        onClose={() => setProposing(null)}
        memberId={memberId}
        requestId={request.requestId}
      />
    </StaffSection>
  );
}

function ProposeDialog({
  candidate,
  onClose,
  memberId,
  requestId,
}: {
  candidate: CandidateResult | null;
  onClose: () => void;
  memberId: string;
  requestId: string;
}) {
  const [note, setNote] = useState('');
  const propose = useProposeCandidate(memberId, requestId);
  async function submit() {
    if (!candidate) return;
    try {
      await propose.mutateAsync({ candidateId: candidate.profile.id, note });
      showSuccess(MESSAGES.moderation.proposed);
      setNote('');
      onClose();
    } catch (error) {
      showError(MESSAGES.moderation.proposeError(refusalMessage(error)));
    }
  }
  return (
    <Modal
      open={candidate !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={propose.isPending}
      icon={<ModalIcon icon={UserPlus} tone="rose" />}
      title={`Propose ${candidate?.profile.fullName ?? 'this candidate'}`}
      description="They are asked whether they accept an introduction, and see only what the member agreed to show. They have 7 days to answer."
    >
      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextareaField
          label="Note for the candidate (why they would get on)"
          value={note}
          maxLength={500}
          showCount
          onChange={(event) => setNote(event.target.value)}
        />
        <ModalActions>
          <ModalCancel disabled={propose.isPending} />
          <Button type="submit" loading={propose.isPending}>
            Propose
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/**
 * Elite Match rules (decision 0022): how a paid request moves, how
 * many introductions a member gets, how long a candidate has to answer, and
 * which candidates fit a request. Pure: the Lambdas enforce them, the staff
 * console and the member's pages explain them.
 */
import type { CandidateFacts as DiscoveryCandidateFacts } from '../discovery-rules';
import { ELITE_AGE_BOUNDS } from './request-form';

/** marketing spec "Business constants and limits": at most 3 elite matches are shown. */
export const MAX_ELITE_MATCHES = 3;

/**
 * A candidate answers an introduction within a week (ours; decision 0022).
 * A pending question past this is expired everywhere at once (reads compare
 * times); DynamoDB's TTL then removes the question and the stream tells the
 * request, which may be days later in AWS.
 */
export const INTRODUCTION_ANSWER_DAYS = 7;
export const INTRODUCTION_ANSWER_MS = INTRODUCTION_ANSWER_DAYS * 86_400_000;

/** A submitted form that is never paid for leaves nothing behind (Stripe's session lasts a day). */
export const UNPAID_REQUEST_TTL_SECONDS = 3 * 86_400;

/**
 * A request: submitted (`awaiting_payment`), paid and with the matchmakers
 * (`curating`), a match chosen (`matched`), or ended without one (`closed`:
 * refunded).
 */
export const REQUEST_STATUSES = ['awaiting_payment', 'curating', 'matched', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * One candidate proposed for a request. `pending` until they answer; a
 * `pending` one past `answerBy` counts as `expired`. When the member chooses,
 * the chosen one is `selected`, other accepted ones `not_selected`, and
 * unanswered ones `withdrawn`.
 */
export const PROPOSAL_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'selected',
  'not_selected',
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export type Proposal = {
  candidateId: string;
  proposedAt: string;
  answerBy: string;
  status: ProposalStatus;
  answeredAt: string | null;
  /** The matchmaker who proposed them (staff only). */
  proposedBy: string;
};

/** What a proposal is at `now`: an unanswered one past its time has expired, whether or not TTL has run yet. */
export function proposalStatusAt(proposal: Pick<Proposal, 'status' | 'answerBy'>, now: Date): ProposalStatus {
  if (proposal.status === 'pending' && Date.parse(proposal.answerBy) <= now.getTime()) return 'expired';
  return proposal.status;
}

/** Proposals that hold one of the member's three places: waiting for an answer, or accepted. */
export function liveProposals<P extends Pick<Proposal, 'status' | 'answerBy'>>(
  proposals: readonly P[],
  now: Date,
): P[] {
  return proposals.filter((proposal) => ['pending', 'accepted'].includes(proposalStatusAt(proposal, now)));
}

/**
 * Candidates who said yes: the member's elite matches (marketing spec "States and transitions": "requests with status
 * accepted", at most 3).
 */
export function acceptedProposals<P extends Pick<Proposal, 'status' | 'answerBy'>>(proposals: readonly P[]): P[] {
  return proposals
    .filter((proposal) => ['accepted', 'selected', 'not_selected'].includes(proposal.status))
    .slice(0, MAX_ELITE_MATCHES);
}

/** Whether a matchmaker may propose someone else: an open request with fewer than three live places. */
export function canPropose(
  request: { status: RequestStatus; proposals: readonly Pick<Proposal, 'status' | 'answerBy'>[] },
  now: Date,
): boolean {
  return request.status === 'curating' && liveProposals(request.proposals, now).length < MAX_ELITE_MATCHES;
}

export type ProposalCounts = Record<'pending' | 'accepted' | 'declined' | 'expired', number>;

export function proposalCounts(proposals: readonly Pick<Proposal, 'status' | 'answerBy'>[], now: Date): ProposalCounts {
  const counts: ProposalCounts = { pending: 0, accepted: 0, declined: 0, expired: 0 };
  for (const proposal of proposals) {
    const status = proposalStatusAt(proposal, now);
    if (status === 'pending') counts.pending++;
    else if (status === 'accepted' || status === 'selected' || status === 'not_selected') counts.accepted++;
    else if (status === 'declined') counts.declined++;
    else if (status === 'expired' || status === 'withdrawn') counts.expired++;
  }
  return counts;
}

// ---------------------------------------------------------------------------
// Candidate search: the request's criteria against a member's profile.
// ---------------------------------------------------------------------------

/** The criteria a matchmaker can apply or relax when searching (free texts are for reading). */
export const CRITERIA = [
  'gender',
  'age',
  'height',
  'smoking',
  'drinking',
  'religion',
  'children',
  'futureChildren',
  'relationshipGoal',
  'education',
  'politics',
] as const;
export type Criterion = (typeof CRITERIA)[number];

export const CRITERION_LABELS: Record<Criterion, string> = {
  gender: 'Who they want to meet',
  age: 'Age',
  height: 'Height',
  smoking: 'Smoking',
  drinking: 'Drinking',
  religion: 'Religion',
  children: 'Children',
  futureChildren: 'Future children',
  relationshipGoal: 'Relationship goal',
  education: 'Education',
  politics: 'Politics',
};

/** What a search reads of a request: the form's criteria and the member's own gender preference. */
export type RequestCriteria = {
  preferredAge: readonly [number, number];
  preferredHeight: readonly [number, number];
  smokingPreference: string | null;
  drinkingPreference: string | null;
  religiousPreference: string;
  politicalPreference: string | null;
  relationshipGoal: string | null;
  childrenPreference: string | null;
  wantsChildrenPreference: string | null;
  preferredEducation: string | null;
  /** From the member's preferences record: men, women, non-binary, everyone. Empty: anyone. */
  genderPreference: readonly string[];
};

/**
 * Who a request's member wants to meet, in the discovery preferences' words: what the form says, else
 * the member's own discovery preferences, else anyone. A member who states it nowhere is asked on the
 * form; a search never guesses from the member's own gender.
 */
export function genderWanted(
  wantToMeet: string | null | undefined,
  discoveryPreference: readonly string[],
): readonly string[] {
  return wantToMeet ? [wantToMeet] : discoveryPreference;
}

/** What a search reads of a candidate (a discovery entry or a profile). */
/** The profile facts a matchmaker's criteria read: those discovery's filters read, but for place, interests and languages. */
export type CandidateFacts = Omit<DiscoveryCandidateFacts, 'position' | 'interests' | 'languages'>;

type Verdict = 'met' | 'missed' | 'unknown' | 'open';

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
const NO_PREFERENCE = new Set(['', 'no-preference', 'any', 'none', 'no preference', 'open']);
const isOpen = (value: string | null | undefined) => NO_PREFERENCE.has(lower(value));

/** The form's habits (four or five levels) against the profile's three (never, socially, regularly). */
const SMOKING_FITS: Record<string, readonly string[]> = {
  'non-smoker': ['never'],
  occasional: ['socially', 'never'],
  social: ['socially', 'never'],
};
const DRINKING_FITS: Record<string, readonly string[]> = {
  'non-drinker': ['never'],
  light: ['never', 'socially'],
  social: ['socially', 'never'],
  regular: ['regularly', 'socially'],
};
const GENDER_FOR_PREFERENCE: Record<string, string> = { men: 'man', women: 'woman', 'non-binary': 'non-binary' };

/** Education as a rank, from the form's value or a profile's free text ("Master's Degree", "PhD"); null when unknown. */
export function educationRank(value: string | null | undefined): number | null {
  const text = lower(value);
  if (!text) return null;
  const byValue: Record<string, number> = {
    'high-school': 1,
    'some-college': 2,
    bachelors: 3,
    masters: 4,
    professional: 4,
    doctorate: 5,
  };
  if (text in byValue) return byValue[text]!;
  if (/ph\.?d|doctor/.test(text)) return 5;
  if (/master|mba|m\.?sc|professional|law|medical|\bjd\b|\bmd\b/.test(text)) return 4;
  if (/bachelor|b\.?sc|\bba\b|degree|university/.test(text)) return 3;
  if (/college|associate|diploma|trade/.test(text)) return 2;
  if (/high school|secondary/.test(text)) return 1;
  return null;
}

function verdictOf(criterion: Criterion, request: RequestCriteria, candidate: CandidateFacts): Verdict {
  const within = (value: number | null, [min, max]: readonly [number, number]) =>
    value === null ? 'unknown' : value >= min && value <= max ? 'met' : 'missed';
  const among = (value: string | null, fits: readonly string[] | undefined) =>
    !fits ? 'open' : value === null ? 'unknown' : fits.includes(value) ? 'met' : 'missed';
  const boolIs = (value: boolean | null, wanted: boolean) =>
    value === null ? 'unknown' : value === wanted ? 'met' : 'missed';
  switch (criterion) {
    case 'gender': {
      const wanted = request.genderPreference
        .filter((g) => g !== 'everyone')
        .map((g) => GENDER_FOR_PREFERENCE[g])
        .filter(Boolean);
      if (wanted.length === 0 || request.genderPreference.includes('everyone')) return 'open';
      return candidate.gender === null ? 'unknown' : wanted.includes(candidate.gender) ? 'met' : 'missed';
    }
    case 'age':
      // The full slider is no preference at all.
      if (request.preferredAge[0] <= ELITE_AGE_BOUNDS.min && request.preferredAge[1] >= ELITE_AGE_BOUNDS.max)
        return 'open';
      return within(candidate.age, request.preferredAge);
    case 'height':
      return within(candidate.height, request.preferredHeight);
    case 'smoking':
      return isOpen(request.smokingPreference)
        ? 'open'
        : among(candidate.smoking, SMOKING_FITS[request.smokingPreference!]);
    case 'drinking':
      return isOpen(request.drinkingPreference)
        ? 'open'
        : among(candidate.drinking, DRINKING_FITS[request.drinkingPreference!]);
    case 'religion': {
      if (isOpen(request.religiousPreference)) return 'open';
      const theirs = lower(candidate.religion);
      if (!theirs) return 'unknown';
      const wanted = lower(request.religiousPreference);
      return theirs.includes(wanted) || wanted.includes(theirs) ? 'met' : 'missed';
    }
    case 'politics': {
      if (isOpen(request.politicalPreference)) return 'open';
      const theirs = lower(candidate.politicalViews);
      if (!theirs) return 'unknown';
      const wanted =
        request.politicalPreference === 'apolitical'
          ? ['apolitical', 'not political', 'prefer not']
          : [lower(request.politicalPreference)];
      return wanted.some((word) => theirs.includes(word)) ? 'met' : 'missed';
    }
    case 'children':
      if (request.childrenPreference === 'no-children') return boolIs(candidate.hasChildren, false);
      if (request.childrenPreference === 'wants-children') return boolIs(candidate.wantsChildren, true);
      return 'open';
    case 'futureChildren':
      if (request.wantsChildrenPreference === 'wants-children') return boolIs(candidate.wantsChildren, true);
      if (request.wantsChildrenPreference === 'no-children') return boolIs(candidate.wantsChildren, false);
      if (request.wantsChildrenPreference === 'open-to-children')
        return candidate.wantsChildren === false ? 'missed' : 'met';
      return 'open';
    case 'relationshipGoal':
      // Every goal on the form is a committed one; profiles say 'relationship' for that.
      if (isOpen(request.relationshipGoal)) return 'open';
      return candidate.lookingFor === null ? 'unknown' : candidate.lookingFor === 'relationship' ? 'met' : 'missed';
    case 'education': {
      if (isOpen(request.preferredEducation)) return 'open';
      const wanted = educationRank(request.preferredEducation);
      const theirs = educationRank(candidate.education);
      if (wanted === null) return 'open';
      return theirs === null ? 'unknown' : theirs >= wanted ? 'met' : 'missed';
    }
  }
}

export type CriteriaReport = { fits: boolean; met: Criterion[]; missed: Criterion[]; unknown: Criterion[] };

/**
 * How a candidate measures up against a request. Criteria in `apply` are
 * required (a miss excludes them); an unknown value (they left the field
 * empty) never excludes, it is reported so the matchmaker can read the
 * profile. Criteria the request leaves open are neither met nor missed.
 */
export function measureCandidate(
  request: RequestCriteria,
  candidate: CandidateFacts,
  apply: ReadonlySet<Criterion>,
): CriteriaReport {
  const report: CriteriaReport = { fits: true, met: [], missed: [], unknown: [] };
  for (const criterion of CRITERIA) {
    const verdict = verdictOf(criterion, request, candidate);
    if (verdict === 'open') continue;
    report[verdict].push(criterion);
    if (verdict === 'missed' && apply.has(criterion)) report.fits = false;
  }
  return report;
}

/** The criteria a request actually sets (a search applies these unless the matchmaker relaxes one). */
export function criteriaSetBy(request: RequestCriteria): Criterion[] {
  const anyone: CandidateFacts = {
    age: null,
    gender: null,
    height: null,
    smoking: null,
    drinking: null,
    religion: null,
    politicalViews: null,
    lookingFor: null,
    hasChildren: null,
    wantsChildren: null,
    education: '',
  };
  return CRITERIA.filter((criterion) => verdictOf(criterion, request, anyone) !== 'open');
}

/** Location bands a matchmaker can search within, around the member (km). */
export const SEARCH_BANDS_KM = [10, 25, 50, 100, 200] as const;
export type SearchBandKm = (typeof SEARCH_BANDS_KM)[number];

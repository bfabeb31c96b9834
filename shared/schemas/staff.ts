/**
 * Staff console contracts (decisions 0022 and 0023): the matchmaker's queue, a
 * request and its candidates; the moderator's reports queue, a member's case
 * and the actions on it; the audit log; and the notices a member is shown.
 */
import * as z from 'zod';
import { freeText } from './text';
import { CRITERIA, PROPOSAL_STATUSES, REQUEST_STATUSES, SEARCH_BANDS_KM } from '../elite/rules';
import { EliteRequestFormSchema, UlidSchema } from './elite';
import { PhotoSchema, PublicProfileSchema } from './profile';
import { REPORT_CATEGORIES } from './safety';
import { VERIFICATION_STATUSES } from './verification';

export {
  MemberIdParamsSchema,
  ModerationActionSchema,
  ModerationResultSchema,
  type ModerationActionInput,
} from './moderation-action';

/** A member as a list row shows them. */
export const MemberRowSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  age: z.number().int().nullable(),
  location: z.string(),
  photo: PhotoSchema.nullable(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

const cursor = z.string().max(2000).optional();

// ---------------------------------------------------------------------------
// Matchmaking
// ---------------------------------------------------------------------------

export const CursorQuerySchema = z.strictObject({ cursor });

const CountsSchema = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  expired: z.number().int(),
});

export const EliteQueueEntrySchema = z.object({
  requestId: z.string(),
  member: MemberRowSchema,
  paidAt: z.string(),
  counts: CountsSchema,
  /** Fewer than three candidates are waiting or accepted: a matchmaker should propose someone. */
  needsCandidates: z.boolean(),
});
export type EliteQueueEntry = z.infer<typeof EliteQueueEntrySchema>;

export const EliteQueueSchema = z.object({ requests: z.array(EliteQueueEntrySchema), cursor: z.string().nullable() });
export type EliteQueue = z.infer<typeof EliteQueueSchema>;

export const StaffRequestParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64), requestId: UlidSchema });

export const StaffProposalSchema = z.object({
  candidate: MemberRowSchema,
  status: z.enum(PROPOSAL_STATUSES),
  proposedAt: z.string(),
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
  proposedBy: z.string(),
  note: z.string(),
});

export const StaffEliteRequestSchema = z.object({
  requestId: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  form: EliteRequestFormSchema,
  member: PublicProfileSchema,
  /** Whether the member shares a location: searches are around it. */
  memberHasLocation: z.boolean(),
  proposals: z.array(StaffProposalSchema),
  canPropose: z.boolean(),
  /** The criteria the request sets, which a search applies unless relaxed. */
  criteria: z.array(z.enum(CRITERIA)),
  selection: z.object({ candidateId: z.string(), selectedAt: z.string(), matchId: z.string() }).nullable(),
});
export type StaffEliteRequest = z.infer<typeof StaffEliteRequestSchema>;

const criteriaList = z
  .string()
  .max(400)
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(CRITERIA)));

export const CandidateSearchQuerySchema = z.strictObject({
  bandKm: z.coerce
    .number()
    .int()
    .refine((km) => (SEARCH_BANDS_KM as readonly number[]).includes(km), {
      message: `One of ${SEARCH_BANDS_KM.join(', ')} km`,
    })
    .default(50),
  /** Criteria the matchmaker relaxes, comma-separated. */
  relax: criteriaList,
  cursor,
});
export type CandidateSearchQuery = z.input<typeof CandidateSearchQuerySchema>;

export const CandidateResultSchema = z.object({
  profile: PublicProfileSchema,
  met: z.array(z.enum(CRITERIA)),
  missed: z.array(z.enum(CRITERIA)),
  unknown: z.array(z.enum(CRITERIA)),
});
export type CandidateResult = z.infer<typeof CandidateResultSchema>;

export const CandidateSearchSchema = z.object({
  candidates: z.array(CandidateResultSchema),
  /** Where the search looked: around the member's shared location, or among members who share none. */
  around: z.enum(['member', 'noLocation']),
  applied: z.array(z.enum(CRITERIA)),
  cursor: z.string().nullable(),
});
export type CandidateSearch = z.infer<typeof CandidateSearchSchema>;

export const ProposeCandidateSchema = z.strictObject({
  candidateId: z.string().min(1).max(64),
  /** Shown to the candidate: why the two would get on. */
  note: freeText('paragraph', z.string().max(500)).default(''),
});
export type ProposeCandidate = z.input<typeof ProposeCandidateSchema>;

// ---------------------------------------------------------------------------
// Moderation
// ---------------------------------------------------------------------------

export const REPORT_ORDERS = ['newest', 'most'] as const;
export type ReportOrder = (typeof REPORT_ORDERS)[number];

export const ReportsQueueQuerySchema = z.strictObject({ order: z.enum(REPORT_ORDERS).default('newest'), cursor });

export const ReportSubjects = ['profile', 'story', 'messages', 'photo'] as const;

export const ReportsQueueEntrySchema = z.object({
  member: MemberRowSchema,
  /** Open reports about this member now. */
  openReports: z.number().int(),
  lastReportedAt: z.string(),
  /** 'newest': the report this row is; 'most': the latest one. */
  report: z
    .object({
      reportId: z.string(),
      category: z.enum(REPORT_CATEGORIES),
      note: z.string().nullable(),
      createdAt: z.string(),
      subject: z.enum(ReportSubjects),
    })
    .nullable(),
});
export type ReportsQueueEntry = z.infer<typeof ReportsQueueEntrySchema>;

export const ReportsQueueSchema = z.object({
  order: z.enum(REPORT_ORDERS),
  entries: z.array(ReportsQueueEntrySchema),
  cursor: z.string().nullable(),
});
export type ReportsQueue = z.infer<typeof ReportsQueueSchema>;

/** A report as a moderator reads it: what was reported, never who reported it. */
export const StaffReportSchema = z.object({
  reportId: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  note: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['open', 'resolved']),
  subject: z.enum(ReportSubjects),
  snapshot: z.object({
    fullName: z.string(),
    age: z.number().int().nullable(),
    location: z.string(),
    bio: z.string(),
    profession: z.string(),
    /** Prompts are free text like a bio (issue 28): moderators read them where they read the bio. */
    prompts: z.array(z.object({ promptId: z.string(), answer: z.string() })),
    photos: z.array(PhotoSchema),
    capturedAt: z.string(),
  }),
  story: z
    .object({
      storyId: z.string(),
      mediaType: z.enum(['image', 'video']),
      mediaUrl: z.string(),
      posterUrl: z.string().nullable(),
      caption: z.string().nullable(),
      live: z.boolean(),
    })
    .nullable(),
  messages: z.array(z.object({ id: z.string(), content: z.string(), createdAt: z.string() })),
  /** The exact photo reported (decision 0073): the evidence, as the reporter saw it. */
  photo: PhotoSchema.nullable(),
  /**
   * What automatic screening held back (decision 0070): never published, so the evidence is the blurred copy
   * the report carries, and the classifier's scores (null on reports filed before the scores were kept apart).
   * `photoId` or `storyId`: the held photo or story a moderator may publish (decision 0082); both null for media
   * held before the copies were kept. A held story's `storyEndsAt` is when it can no longer be published.
   */
  held: z
    .object({
      copyUrl: z.string(),
      scores: z.object({ porn: z.number(), hentai: z.number(), sexy: z.number() }).nullable(),
      photoId: z.string().nullable(),
      storyId: z.string().nullable().optional(),
      storyEndsAt: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type StaffReport = z.infer<typeof StaffReportSchema>;

export const AuditEntrySchema = z.object({
  auditId: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetMemberId: z.string(),
  reason: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const MemberCaseSchema = z.object({
  member: z.object({
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    location: z.string(),
    profession: z.string(),
    bio: z.string(),
    prompts: z.array(z.object({ promptId: z.string(), answer: z.string() })),
    photos: z.array(PhotoSchema),
    createdAt: z.string(),
    suspendedUntil: z.string().nullable(),
    suspensionReason: z.string().nullable(),
    bannedAt: z.string().nullable(),
  }),
  voice: z.object({ voiceId: z.string(), url: z.string(), durationSeconds: z.number() }).nullable(),
  stories: z.array(
    z.object({
      storyId: z.string(),
      mediaType: z.enum(['image', 'video']),
      mediaUrl: z.string(),
      posterUrl: z.string().nullable(),
      caption: z.string().nullable(),
      createdAt: z.string(),
      /** Published blurred (screened borderline, or a moderator's choice; decision 0073). */
      blurred: z.boolean().optional(),
    }),
  ),
  openReports: z.array(StaffReportSchema),
  /** Photo verification (decision 0071): where the member stands, and whether an age hold keeps them undiscoverable. */
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    verifiedAt: z.string().nullable(),
    ageHold: z.boolean(),
  }),
  history: z.array(AuditEntrySchema),
  /** A moderator cannot act on their own account. */
  isSelf: z.boolean(),
});
export type MemberCase = z.infer<typeof MemberCaseSchema>;

export const AuditQuerySchema = z.strictObject({ cursor });
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), cursor: z.string().nullable() });

// ---------------------------------------------------------------------------
// The member's side: what they are told.
// ---------------------------------------------------------------------------

// The notice itself is in notice.ts: /me carries it, and /me's schema loads with a member's first page.
export { NoticeSchema, type Notice } from './notice';

export const NoticeIdParamsSchema = z.strictObject({ noticeId: UlidSchema });
export const NoticeAcknowledgedSchema = z.object({ acknowledged: z.literal(true) });

/**
 * The staff console (decisions 0022 and 0023): matchmakers curate paid Elite
 * Match requests; moderators work the reports queue and act on members. Each
 * route names the Cognito groups it admits (`roles`), checked on every call.
 * `acknowledgeNotice` is the member's side of moderation: a warning or
 * suspension they have read.
 */
import {
  AuditLogSchema,
  AuditQuerySchema,
  CandidateSearchQuerySchema,
  CandidateSearchSchema,
  CursorQuerySchema,
  EliteQueueSchema,
  MemberCaseSchema,
  MemberIdParamsSchema,
  NoticeAcknowledgedSchema,
  NoticeIdParamsSchema,
  ProposeCandidateSchema,
  ReportsQueueQuerySchema,
  ReportsQueueSchema,
  StaffEliteRequestSchema,
  StaffRequestParamsSchema,
} from '../schemas/staff';
import { MODERATE_MEMBER_ROUTES } from './moderate-member';
import type { HttpRoute } from './route-types';

export const STAFF_ROUTES = {
  listEliteQueue: {
    method: 'GET',
    path: '/staff/elite/requests',
    auth: 'member',
    roles: ['matchmaker'],
    handler: 'lambdas/http/list-elite-queue.handler.ts',
    summary:
      'Paid Elite Match requests still open, oldest payment first, with how many candidates are waiting, accepted, declined or expired.',
    query: CursorQuerySchema,
    response: EliteQueueSchema,
    table: 'read',
    needs: ['photos'],
  },
  getEliteRequestForStaff: {
    method: 'GET',
    path: '/staff/elite/members/{memberId}/requests/{requestId}',
    auth: 'member',
    roles: ['matchmaker'],
    handler: 'lambdas/http/get-elite-request-for-staff.handler.ts',
    summary: "One request: the whole form, the member's profile, and every candidate proposed with their answer.",
    params: StaffRequestParamsSchema,
    response: StaffEliteRequestSchema,
    table: 'read',
    needs: ['photos'],
  },
  searchEliteCandidates: {
    method: 'GET',
    path: '/staff/elite/members/{memberId}/requests/{requestId}/candidates',
    auth: 'member',
    roles: ['matchmaker'],
    handler: 'lambdas/http/search-elite-candidates.handler.ts',
    summary:
      "Members who fit the request's criteria (any of them relaxed) within a distance band of the member, from at most 9 geo-cell queries a page.",
    params: StaffRequestParamsSchema,
    query: CandidateSearchQuerySchema,
    response: CandidateSearchSchema,
    needs: ['photos'],
  },
  proposeEliteCandidate: {
    method: 'POST',
    path: '/staff/elite/members/{memberId}/requests/{requestId}/proposals',
    auth: 'member',
    limit: 'staffAction',
    roles: ['matchmaker'],
    handler: 'lambdas/http/propose-elite-candidate.handler.ts',
    summary:
      'Asks a candidate whether they accept an introduction (at most three waiting or accepted at a time); audited.',
    params: StaffRequestParamsSchema,
    body: ProposeCandidateSchema,
    response: StaffEliteRequestSchema,
    needs: ['photos'],
  },
  listReportsQueue: {
    method: 'GET',
    path: '/staff/reports',
    auth: 'member',
    roles: ['moderator'],
    handler: 'lambdas/http/list-reports-queue.handler.ts',
    summary: 'Open reports, newest first, or reported members, most open reports first.',
    query: ReportsQueueQuerySchema,
    response: ReportsQueueSchema,
    table: 'read',
    needs: ['photos'],
  },
  getMemberCase: {
    method: 'GET',
    path: '/staff/members/{memberId}',
    auth: 'member',
    roles: ['moderator'],
    handler: 'lambdas/http/get-member-case.handler.ts',
    summary:
      'A member as a moderator sees them: profile, photos, voice intro, live stories, open reports (never who made them) and moderation history.',
    params: MemberIdParamsSchema,
    response: MemberCaseSchema,
    table: 'read',
    needs: ['photos', 'stories', 'voice'],
  },
  ...MODERATE_MEMBER_ROUTES,
  listAuditLog: {
    method: 'GET',
    path: '/staff/audit',
    auth: 'member',
    roles: ['moderator'],
    handler: 'lambdas/http/list-audit-log.handler.ts',
    summary: 'The append-only audit log of staff actions, newest first.',
    query: AuditQuerySchema,
    response: AuditLogSchema,
    table: 'read',
  },
  acknowledgeNotice: {
    method: 'POST',
    path: '/me/notices/{noticeId}/acknowledge',
    auth: 'member',
    limit: 'notificationRead',
    handler: 'lambdas/http/acknowledge-notice.handler.ts',
    summary: 'Marks a warning, suspension or removal notice read, so it is not shown again.',
    params: NoticeIdParamsSchema,
    response: NoticeAcknowledgedSchema,
  },
} as const satisfies Record<string, HttpRoute>;

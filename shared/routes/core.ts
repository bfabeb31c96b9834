/**
 * The core member routes of the route table (shared/routes/index.ts, which spreads them into
 * `HTTP_ROUTES`): me, profile, photos, location, preferences, discovery, matches, safety and chat.
 * The browser reads neither part: it gets the table's methods and paths as plain data
 * (web/plugins/route-paths.ts, decision 0042).
 */
import * as z from 'zod';
import type { HttpRoute } from './route-types';
import { MeSchema } from '../schemas/me';
import { AccountDeletedSchema, DataExportSchema, DeleteAccountSchema, SignedOutEverywhereSchema } from '../schemas/account';
import { DashboardSchema } from '../schemas/dashboard';
import { UpdateLocationSchema } from '../schemas/location';
import { CreatePhotoUploadSchema, PhotoIdParamsSchema, PhotoUploadStatusSchema, PhotoUploadTicketSchema, ReorderPhotosSchema } from '../schemas/photos';
import { MyPreferencesSchema, PreferencesSchema } from '../schemas/preferences';
import { CandidatePageSchema, ListCandidatesQuerySchema, RecordSwipeSchema, SwipeResultSchema } from '../schemas/discovery';
import { LikesReceivedSchema, MatchIdParamsSchema, MatchListSchema, UnmatchedSchema } from '../schemas/matches';
import { BlockedSchema, BlockMemberSchema, ReportedSchema, ReportMemberSchema } from '../schemas/safety';
import { ChatSettingsSchema, ListMessagesQuerySchema, MessagePageSchema, RelationshipAnalyticsSchema, UpdateChatSettingsSchema } from '../schemas/chat';
import { MemberIdParamsSchema, MyProfileSchema, ProfileUpdateSchema, PublicProfileSchema } from '../schemas/profile';

const OpenApiDocumentSchema = z.object({ openapi: z.string() }).passthrough();

export const CORE_ROUTES = {
  getMe: {
    method: 'GET', path: '/me', auth: 'member', handler: 'lambdas/http/get-me.handler.ts',
    summary: 'The signed-in member: id, username, profile state and resolved subscription tier. Creates the member record on first call.',
    response: MeSchema, needs: ['userPool'],
  },
  getMyProfile: {
    method: 'GET', path: '/me/profile', auth: 'member', handler: 'lambdas/http/get-my-profile.handler.ts',
    summary: 'My whole profile, private fields included, with its completion.',
    response: MyProfileSchema, table: 'read',
  },
  updateMyProfile: {
    method: 'PUT', path: '/me/profile', auth: 'member', handler: 'lambdas/http/update-my-profile.handler.ts',
    summary: 'Saves the profile fields given (the rest stay as stored); the profile is complete once it has a name, an age of 18 or more and a gender.',
    body: ProfileUpdateSchema, response: MyProfileSchema,
  },
  createPhotoUpload: {
    method: 'POST', path: '/me/photos', auth: 'member', handler: 'lambdas/http/create-photo-upload.handler.ts',
    summary: 'A presigned POST for one image (≤ 10 MB) under my own upload prefix; refused at 6 photos.',
    body: CreatePhotoUploadSchema, response: PhotoUploadTicketSchema, needs: ['photos'],
  },
  getPhotoUpload: {
    method: 'GET', path: '/me/photos/uploads/{photoId}', auth: 'member', handler: 'lambdas/http/get-photo-upload.handler.ts',
    summary: 'Where an upload stands: pending, ready (with the photo) or rejected (with the reason).',
    params: PhotoIdParamsSchema, response: PhotoUploadStatusSchema, table: 'read', needs: ['photos'],
  },
  reorderPhotos: {
    method: 'PUT', path: '/me/photos/order', auth: 'member', handler: 'lambdas/http/reorder-photos.handler.ts',
    summary: 'Puts my photos in a new order; the first is the main picture.',
    body: ReorderPhotosSchema, response: MyProfileSchema, needs: ['photos'],
  },
  deletePhoto: {
    method: 'DELETE', path: '/me/photos/{photoId}', auth: 'member', handler: 'lambdas/http/delete-photo.handler.ts',
    summary: 'Removes one of my photos and its stored objects.',
    params: PhotoIdParamsSchema, response: MyProfileSchema, needs: ['photos'],
  },
  updateMyLocation: {
    method: 'PUT', path: '/me/location', auth: 'member', handler: 'lambdas/http/update-my-location.handler.ts',
    summary: 'Shares my position (stored with a coarse cell) or turns location off and clears it. Rate-limited.',
    body: UpdateLocationSchema, response: MyProfileSchema, needs: ['photos'],
  },
  getMyPreferences: {
    method: 'GET', path: '/me/preferences', auth: 'member', handler: 'lambdas/http/get-my-preferences.handler.ts',
    summary: 'My dating preferences, with defaults where nothing is stored.',
    response: MyPreferencesSchema, table: 'read',
  },
  updateMyPreferences: {
    method: 'PUT', path: '/me/preferences', auth: 'member', handler: 'lambdas/http/update-my-preferences.handler.ts',
    summary: 'Saves my dating preferences (the one record /filters and /advanced-filters share).',
    body: PreferencesSchema, response: MyPreferencesSchema,
  },
  getDashboard: {
    method: 'GET', path: '/me/dashboard', auth: 'member', handler: 'lambdas/http/get-dashboard.handler.ts',
    summary: 'Completion, statistics from real counters, recent activity, subscription and location status.',
    response: DashboardSchema, table: 'read', needs: ['photos'],
  },
  exportMyData: {
    method: 'GET', path: '/me/export', auth: 'member', handler: 'lambdas/http/export-my-data.handler.ts',
    summary: 'Everything stored about me, as JSON, with links to my photos.',
    response: DataExportSchema, table: 'read', needs: ['photos'],
  },
  deleteMyAccount: {
    method: 'DELETE', path: '/me', auth: 'member', handler: 'lambdas/http/delete-my-account.handler.ts',
    summary: 'Deletes my sign-in, every item I own and all my media. Needs the typed confirmation.',
    body: DeleteAccountSchema, response: AccountDeletedSchema, needs: ['userPool', 'photos', 'stories', 'voice', 'websocket'],
  },
  signOutEverywhere: {
    method: 'POST', path: '/me/sign-out-everywhere', auth: 'member', handler: 'lambdas/http/sign-out-everywhere.handler.ts',
    summary: 'Ends every session of mine on every device: tokens already issued are refused, refresh tokens revoked, sockets closed.',
    response: SignedOutEverywhereSchema, needs: ['userPoolSignOut', 'websocket'],
  },
  getMemberProfile: {
    method: 'GET', path: '/members/{memberId}', auth: 'member', handler: 'lambdas/http/get-member-profile.handler.ts',
    summary: 'Another member\'s public profile (never email or coordinates); counts as a profile view.',
    params: MemberIdParamsSchema, response: PublicProfileSchema, needs: ['photos'],
  },
  listCandidates: {
    method: 'GET', path: '/discover', auth: 'member', handler: 'lambdas/http/list-candidates.handler.ts',
    summary: 'A page of up to 10 people to discover, from at most 9 geo-cell queries, with my likes left today.',
    query: ListCandidatesQuerySchema, response: CandidatePageSchema, needs: ['photos'],
  },
  recordSwipe: {
    method: 'POST', path: '/swipes', auth: 'member', handler: 'lambdas/http/record-swipe.handler.ts',
    summary: 'Like, super like or pass, once per pair, within my tier\'s daily limits; creates the match when it is mutual.',
    body: RecordSwipeSchema, response: SwipeResultSchema,
  },
  listMatches: {
    method: 'GET', path: '/matches', auth: 'member', handler: 'lambdas/http/list-matches.handler.ts',
    summary: 'My matches, newest activity first, with the last message and the unread count.',
    response: MatchListSchema, table: 'read', needs: ['photos'],
  },
  unmatch: {
    method: 'DELETE', path: '/matches/{matchId}', auth: 'member', handler: 'lambdas/http/unmatch.handler.ts',
    summary: 'Removes a match for both members. Free for everyone.',
    params: MatchIdParamsSchema, response: UnmatchedSchema,
  },
  listMessages: {
    method: 'GET', path: '/matches/{matchId}/messages', auth: 'member', handler: 'lambdas/http/list-messages.handler.ts',
    summary: 'A page of a conversation in ascending order: the newest page, `before` an id (older) or `after` an id (catch-up). Members of the match only.',
    params: MatchIdParamsSchema, query: ListMessagesQuerySchema, response: MessagePageSchema, table: 'read', needs: ['photos'],
  },
  getRelationshipAnalytics: {
    method: 'GET', path: '/matches/{matchId}/analytics', auth: 'member', handler: 'lambdas/http/get-relationship-analytics.handler.ts',
    summary: 'Balance, response times and frequency computed from the conversation (more than 5 messages), stored per member and match.',
    params: MatchIdParamsSchema, response: RelationshipAnalyticsSchema,
  },
  getMySettings: {
    method: 'GET', path: '/me/settings', auth: 'member', handler: 'lambdas/http/get-my-settings.handler.ts',
    summary: 'My chat settings (read receipts).',
    response: ChatSettingsSchema, table: 'read',
  },
  updateMySettings: {
    method: 'PUT', path: '/me/settings', auth: 'member', handler: 'lambdas/http/update-my-settings.handler.ts',
    summary: 'Saves my chat settings.',
    body: UpdateChatSettingsSchema, response: ChatSettingsSchema,
  },
  listLikesReceived: {
    method: 'GET', path: '/likes/received', auth: 'member', handler: 'lambdas/http/list-likes-received.handler.ts',
    summary: 'Who liked me and is still waiting for my answer. Gold and up.',
    response: LikesReceivedSchema, table: 'read', needs: ['photos'],
  },
  getAdvancedFilters: {
    method: 'GET', path: '/me/advanced-filters', auth: 'member', handler: 'lambdas/http/get-advanced-filters.handler.ts',
    summary: 'My advanced filters (the same record as my preferences). Gold and up.',
    response: MyPreferencesSchema, table: 'read',
  },
  updateAdvancedFilters: {
    method: 'PUT', path: '/me/advanced-filters', auth: 'member', handler: 'lambdas/http/update-advanced-filters.handler.ts',
    summary: 'Saves my advanced filters into my preferences record. Gold and up.',
    body: PreferencesSchema, response: MyPreferencesSchema,
  },
  blockMember: {
    method: 'POST', path: '/blocks', auth: 'member', handler: 'lambdas/http/block-member.handler.ts',
    summary: 'Hides the two of us from each other everywhere and ends any match. Free for everyone.',
    body: BlockMemberSchema, response: BlockedSchema,
  },
  reportMember: {
    method: 'POST', path: '/reports', auth: 'member', handler: 'lambdas/http/report-member.handler.ts',
    summary: 'Reports a member for moderation with a snapshot of their profile; may block in the same step.',
    body: ReportMemberSchema, response: ReportedSchema, needs: ['photos'],
  },
  getOpenApi: {
    method: 'GET', path: '/openapi.json', auth: 'public', handler: 'lambdas/http/get-openapi.handler.ts',
    summary: 'This API described as OpenAPI 3.1, generated from the route table.',
    response: OpenApiDocumentSchema, table: 'none',
  },
} as const satisfies Record<string, HttpRoute>;

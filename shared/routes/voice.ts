/**
 * Voice dating routes (marketing spec, "Screens and routes" to "Business
 * constants and limits"; decisions 0018 and 0019): spread into HTTP_ROUTES, so
 * the table is still the one list.
 */
import {
  CreateVoiceUploadSchema,
  ListVoiceProfilesQuerySchema,
  MyVoiceProfileSchema,
  ReactToVoiceSchema,
  VoiceDeletedSchema,
  VoiceIdParamsSchema,
  VoiceOwnerParamsSchema,
  VoicePageSchema,
  VoiceReactionResultSchema,
  VoiceUploadStatusSchema,
  VoiceUploadTicketSchema,
} from '../schemas/voice';
import type { HttpRoute } from './route-types';

export const VOICE_ROUTES = {
  getMyVoice: {
    method: 'GET',
    path: '/voice/me',
    auth: 'member',
    handler: 'lambdas/http/get-my-voice.handler.ts',
    summary: 'My current voice introduction, or null.',
    response: MyVoiceProfileSchema,
    table: 'read',
    needs: ['voice'],
  },
  createVoiceUpload: {
    method: 'POST',
    path: '/voice/uploads',
    auth: 'member',
    limit: 'voiceUpload',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/create-voice-upload.handler.ts',
    summary:
      'A presigned POST for one recording (WebM or MP4 audio). The server measures it and refuses more than 60 seconds; a new one replaces my introduction. Rate-limited.',
    body: CreateVoiceUploadSchema,
    response: VoiceUploadTicketSchema,
    needs: ['voice'],
  },
  getVoiceUpload: {
    method: 'GET',
    path: '/voice/uploads/{voiceId}',
    auth: 'member',
    handler: 'lambdas/http/get-voice-upload.handler.ts',
    summary: 'Where my recording stands: pending, ready (with the introduction) or rejected (with the reason).',
    params: VoiceIdParamsSchema,
    response: VoiceUploadStatusSchema,
    table: 'read',
    needs: ['voice'],
  },
  deleteMyVoice: {
    method: 'DELETE',
    path: '/voice/me',
    auth: 'member',
    limit: 'mediaDelete',
    handler: 'lambdas/http/delete-my-voice.handler.ts',
    summary: 'Removes my voice introduction and its audio.',
    response: VoiceDeletedSchema,
    needs: ['voice'],
  },
  listVoiceProfiles: {
    method: 'GET',
    path: '/voice',
    auth: 'member',
    handler: 'lambdas/http/list-voice-profiles.handler.ts',
    summary:
      "Other members' voice introductions, 20 at a time, newest first: not mine, not anyone blocked either way, not anyone I already liked or passed.",
    query: ListVoiceProfilesQuerySchema,
    response: VoicePageSchema,
    table: 'read',
    needs: ['photos', 'voice'],
  },
  reactToVoice: {
    method: 'POST',
    path: '/members/{memberId}/voice/reactions',
    auth: 'member',
    limit: 'voiceReaction',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/react-to-voice.handler.ts',
    summary:
      "Like or pass a voice introduction. A like is a like (it counts against today's likes and makes the match when mutual) and tells the owner at once.",
    params: VoiceOwnerParamsSchema,
    body: ReactToVoiceSchema,
    response: VoiceReactionResultSchema,
  },
} as const satisfies Record<string, HttpRoute>;

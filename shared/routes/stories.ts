/**
 * Stories routes (marketing spec, "Screens and routes" to "Business constants
 * and limits"; decision 0018): spread into HTTP_ROUTES, so the table is still
 * the one list.
 */
import {
  CreateStoryUploadSchema,
  MemberStoryParamsSchema,
  StoryDeletedSchema,
  StoryFeedSchema,
  StoryIdParamsSchema,
  StoryUploadStatusSchema,
  StoryUploadTicketSchema,
  StoryViewersSchema,
  StoryViewRecordedSchema,
} from '../schemas/stories';
import type { HttpRoute } from './route-types';

export const STORY_ROUTES = {
  listStories: {
    method: 'GET',
    path: '/stories',
    auth: 'member',
    handler: 'lambdas/http/list-stories.handler.ts',
    summary:
      "My active stories with their view counts, and other members' active stories grouped by member: matches first, newest first, blocked members (either way) and incomplete profiles left out.",
    response: StoryFeedSchema,
    table: 'read',
    needs: ['photos', 'stories'],
  },
  createStoryUpload: {
    method: 'POST',
    path: '/stories/uploads',
    auth: 'member',
    limit: 'storyUpload',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/create-story-upload.handler.ts',
    summary:
      'Presigned POSTs for one image or video (≤ 10 MB) and, for a video, its poster frame, with the caption. The story appears once the server has checked and cleaned the file. Rate-limited.',
    body: CreateStoryUploadSchema,
    response: StoryUploadTicketSchema,
    needs: ['stories'],
  },
  getStoryUpload: {
    method: 'GET',
    path: '/stories/uploads/{storyId}',
    auth: 'member',
    handler: 'lambdas/http/get-story-upload.handler.ts',
    summary: 'Where my story upload stands: pending, ready (with the story) or rejected (with the reason).',
    params: StoryIdParamsSchema,
    response: StoryUploadStatusSchema,
    table: 'read',
    needs: ['stories'],
  },
  deleteStory: {
    method: 'DELETE',
    path: '/stories/{storyId}',
    auth: 'member',
    limit: 'mediaDelete',
    handler: 'lambdas/http/delete-story.handler.ts',
    summary: 'Deletes one of my stories; its media and views go with it.',
    params: StoryIdParamsSchema,
    response: StoryDeletedSchema,
  },
  listStoryViewers: {
    method: 'GET',
    path: '/stories/{storyId}/viewers',
    auth: 'member',
    handler: 'lambdas/http/list-story-viewers.handler.ts',
    summary: "Who viewed one of my active stories, newest first. Only the story's owner can ask.",
    params: StoryIdParamsSchema,
    response: StoryViewersSchema,
    table: 'read',
    needs: ['photos'],
  },
  recordStoryView: {
    method: 'POST',
    path: '/members/{memberId}/stories/{storyId}/views',
    auth: 'member',
    limit: 'storyView',
    handler: 'lambdas/http/record-story-view.handler.ts',
    summary: "Records that I viewed another member's active story: once per viewer and story, never on my own.",
    params: MemberStoryParamsSchema,
    response: StoryViewRecordedSchema,
  },
} as const satisfies Record<string, HttpRoute>;

import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { createStoryUpload } from '../use-cases/stories/story-uploads';

export const handler = httpHandler(STORY_ROUTES.createStoryUpload, async ({ body, memberId }) =>
  createStoryUpload(memberId, body),
);

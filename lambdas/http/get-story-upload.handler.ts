import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { getMyStoryUpload } from '../use-cases/stories/story-upload-status';

export const handler = httpHandler(STORY_ROUTES.getStoryUpload, async ({ memberId, pathParameters }) =>
  getMyStoryUpload(memberId, pathParameters.storyId),
);

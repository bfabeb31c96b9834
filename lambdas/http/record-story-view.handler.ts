import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { recordStoryView } from '../use-cases/stories/story-actions';

export const handler = httpHandler(STORY_ROUTES.recordStoryView, async ({ memberId, pathParameters }) =>
  recordStoryView(memberId, pathParameters.memberId, pathParameters.storyId),
);

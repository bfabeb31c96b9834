import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { listStoryViewers } from '../use-cases/stories/story-feed';

export const handler = httpHandler(STORY_ROUTES.listStoryViewers, async ({ memberId, pathParameters }) =>
  listStoryViewers(memberId, pathParameters.storyId),
);

import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { deleteMyStory } from '../use-cases/stories/story-actions';

export const handler = httpHandler(STORY_ROUTES.deleteStory, async ({ memberId, pathParameters }) =>
  deleteMyStory(memberId, pathParameters.storyId),
);

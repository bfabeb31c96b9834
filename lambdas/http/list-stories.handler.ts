import { STORY_ROUTES } from '#shared/routes/stories.ts';
import { httpHandler } from './http-handler';
import { listStories } from '../use-cases/stories/story-feed';

export const handler = httpHandler(STORY_ROUTES.listStories, async ({ memberId }) => listStories(memberId));

import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getIncognito } from '../use-cases/profile/incognito';

export const handler = httpHandler(HTTP_ROUTES.getIncognito, async ({ memberId }) => getIncognito(memberId));

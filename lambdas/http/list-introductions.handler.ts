import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from './http-handler';
import { listIntroductions } from '../use-cases/elite/introductions';

export const handler = httpHandler(ELITE_ROUTES.listIntroductions, async ({ memberId }) => listIntroductions(memberId));

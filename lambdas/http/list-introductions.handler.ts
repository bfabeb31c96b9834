import { ELITE_ROUTES } from '#shared/routes/elite.ts';
import { httpHandler } from '../lib/http-handler';
import { listIntroductions } from '../use-cases/elite/introductions';

export const handler = httpHandler(ELITE_ROUTES.listIntroductions, async ({ memberId }) => listIntroductions(memberId));

import { HTTP_ROUTES } from '../../shared/routes';
import { httpHandler } from '../lib/http-handler';
import { listCandidates } from '../use-cases/list-candidates';

export const handler = httpHandler(HTTP_ROUTES.listCandidates, async ({ memberId, query }) => listCandidates(memberId, query));

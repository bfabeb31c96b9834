import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { exportMyData } from '../use-cases/account/export-my-data';

export const handler = httpHandler(CORE_ROUTES.exportMyData, async ({ memberId }) => exportMyData(memberId));

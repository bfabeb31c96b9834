import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { exportMyData } from '../use-cases/account/export-my-data';

export const handler = httpHandler(HTTP_ROUTES.exportMyData, async ({ memberId }) => exportMyData(memberId));

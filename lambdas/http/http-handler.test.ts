import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { errorResponse } from './http-handler';

describe('errorResponse', () => {
  const limit = new AppError('limit_reached', 'No likes left today', undefined, 3600);

  it('answers a refusal with its status to a client that does not ask otherwise', () => {
    const response = errorResponse(limit);
    expect(response.statusCode).toBe(429);
    expect(JSON.parse(response.body!)).toEqual({
      error: { code: 'limit_reached', message: 'No likes left today', retryAfterSeconds: 3600 },
    });
    expect(response.headers).toMatchObject({ 'retry-after': '3600', vary: 'prefer' });
    expect(response.headers).not.toHaveProperty('preference-applied');
  });

  it('carries a refusal in a 200 for the web client, which asks with Prefer, so the browser logs no error', () => {
    const response = errorResponse(limit, 'refusal-in-body');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({
      refusal: {
        status: 429,
        error: { error: { code: 'limit_reached', message: 'No likes left today', retryAfterSeconds: 3600 } },
      },
    });
    expect(response.headers).toMatchObject({ 'preference-applied': 'refusal-in-body', 'retry-after': '3600' });
  });

  it('never hides a failure: a 5xx stays a 5xx, asked or not', () => {
    expect(errorResponse(new AppError('service_unavailable', 'Later'), 'refusal-in-body').statusCode).toBe(503);
    expect(errorResponse(new Error('boom'), 'refusal-in-body').statusCode).toBe(500);
  });
});

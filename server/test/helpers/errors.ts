import type request from 'supertest';

/**
 * Sends `test` and expects the API's error answer: `status`, and exactly the body { error, statusCode, code }. Answers
 * the response, for what else the test checks of it.
 */
export async function expectError(test: request.Test, status: number, code: string, error: string): Promise<request.Response> {
  const response = await test.expect(status);
  expect(response.body).toEqual({ error, statusCode: status, code });
  return response;
}

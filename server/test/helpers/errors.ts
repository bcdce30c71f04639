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

/**
 * Sends `test` and expects the validation refusal of one field: a 400 `VALIDATION_FAILED` whose error is `message`, and
 * whose `fields` name exactly `field` with that one message. Answers the response, for what else the test checks of it.
 */
export async function expectFieldRefused(test: request.Test, field: string, message: string): Promise<request.Response> {
  const response = await test.expect(400);
  expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: message });
  expect(response.body.fields).toEqual([{ field, messages: [message] }]);
  return response;
}

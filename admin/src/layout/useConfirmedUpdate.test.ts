import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { needsConfirmation } from './useConfirmedUpdate';

describe('needsConfirmation', () => {
  it('is the server’s 409 with needsConfirmation, nothing else', () => {
    const sentence = 'The new rate is more than 20 % away from today’s.';
    expect(needsConfirmation(new HttpError(sentence, 409, { error: sentence, needsConfirmation: true }))).toBe(true);
    expect(needsConfirmation(new HttpError('Conflict', 409, { error: 'Conflict' }))).toBe(false);
    expect(needsConfirmation(new HttpError('Bad', 400, { error: 'Bad', needsConfirmation: true }))).toBe(false);
    expect(needsConfirmation(new Error('network'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { initialModalState, modalReducer } from './modal-state';

describe('modalReducer', () => {
  it('opens one dialog', () => {
    expect(modalReducer(initialModalState, { type: 'open', modal: 'login' })).toEqual({ open: 'login' });
  });

  it('replaces the open dialog with the next one, so two are never open', () => {
    const login = modalReducer(initialModalState, { type: 'open', modal: 'login' });
    expect(modalReducer(login, { type: 'open', modal: 'register' })).toEqual({ open: 'register' });
    expect(modalReducer(login, { type: 'open', modal: 'reset-password' })).toEqual({ open: 'reset-password' });
  });

  it('closes whatever is open', () => {
    expect(modalReducer({ open: 'new-password' }, { type: 'close' })).toEqual({ open: null });
  });

  it('keeps the same state object when nothing changes', () => {
    const state = { open: 'login' as const };
    expect(modalReducer(state, { type: 'open', modal: 'login' })).toBe(state);
    expect(modalReducer(initialModalState, { type: 'close' })).toBe(initialModalState);
  });
});

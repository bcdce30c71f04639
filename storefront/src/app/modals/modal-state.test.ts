import { describe, expect, it } from 'vitest';
import { initialModalState, modalReducer } from './modal-state';

describe('modalReducer', () => {
  it('opens one dialog', () => {
    expect(modalReducer(initialModalState, { type: 'open', modal: 'login' })).toEqual({ open: 'login', afterSignIn: '/' });
  });

  it('replaces the open dialog with the next one, so two are never open', () => {
    const login = modalReducer(initialModalState, { type: 'open', modal: 'login' });
    expect(modalReducer(login, { type: 'open', modal: 'register' })).toEqual({ open: 'register', afterSignIn: '/' });
    expect(modalReducer(login, { type: 'open', modal: 'reset-password' })).toEqual({ open: 'reset-password', afterSignIn: '/' });
  });

  it('leads home once signed in unless the opener says to stay, and the dialogs opened from it keep that', () => {
    const asked = modalReducer(initialModalState, { type: 'open', modal: 'login', afterSignIn: 'stay' });
    expect(asked).toEqual({ open: 'login', afterSignIn: 'stay' });
    const register = modalReducer(asked, { type: 'open', modal: 'register' });
    expect(register).toEqual({ open: 'register', afterSignIn: 'stay' });
    expect(modalReducer(register, { type: 'open', modal: 'login' })).toEqual({ open: 'login', afterSignIn: 'stay' });
  });

  it('forgets where the dialogs led once they close', () => {
    const asked = modalReducer(initialModalState, { type: 'open', modal: 'login', afterSignIn: 'stay' });
    const closed = modalReducer(asked, { type: 'close' });
    expect(closed).toEqual({ open: null, afterSignIn: '/' });
    expect(modalReducer(closed, { type: 'open', modal: 'login' })).toEqual({ open: 'login', afterSignIn: '/' });
  });

  it('closes whatever is open', () => {
    expect(modalReducer({ open: 'new-password', afterSignIn: '/' }, { type: 'close' })).toEqual({ open: null, afterSignIn: '/' });
  });

  it('keeps the same state object when nothing changes', () => {
    const state = { open: 'login' as const, afterSignIn: 'stay' as const };
    expect(modalReducer(state, { type: 'open', modal: 'login' })).toBe(state);
    expect(modalReducer(initialModalState, { type: 'close' })).toBe(initialModalState);
  });
});

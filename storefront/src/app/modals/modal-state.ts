/** The shop's dialogs. Only one is ever open: opening another replaces it (spec 2: mutually exclusive). */
export type ModalName = 'login' | 'register' | 'reset-password' | 'new-password';

/**
 * Where the dialogs take a shopper once signed in: a path of the shop ('/' when they chose to sign in, spec 4),
 * or 'stay' when an action that needs an account asked for it, so they keep their place (DECISIONS.md).
 */
export type AfterSignIn = 'stay' | `/${string}`;

export type ModalState = { open: ModalName | null; afterSignIn: AfterSignIn };

export type ModalAction = { type: 'open'; modal: ModalName; afterSignIn?: AfterSignIn } | { type: 'close' };

export const initialModalState: ModalState = { open: null, afterSignIn: '/' };

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open': {
      // a dialog opened from another (Sign In → Create account → Sign In) keeps where the first was to lead
      const afterSignIn = action.afterSignIn ?? state.afterSignIn;
      return state.open === action.modal && state.afterSignIn === afterSignIn ? state : { open: action.modal, afterSignIn };
    }
    case 'close':
      return state.open === null ? state : initialModalState;
  }
}

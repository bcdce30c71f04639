/** The shop's dialogs. Only one is ever open: opening another replaces it (spec 2: mutually exclusive). */
export type ModalName = 'login' | 'register' | 'reset-password' | 'new-password';

export type ModalState = { open: ModalName | null };

export type ModalAction = { type: 'open'; modal: ModalName } | { type: 'close' };

export const initialModalState: ModalState = { open: null };

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return state.open === action.modal ? state : { open: action.modal };
    case 'close':
      return state.open === null ? state : { open: null };
  }
}

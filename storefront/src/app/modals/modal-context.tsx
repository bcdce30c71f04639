import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { initialModalState, modalReducer, type AfterSignIn, type ModalName } from './modal-state';

export type ModalContextValue = {
  /** The dialog that is open, if any. */
  current: ModalName | null;
  /** Where Sign In leads once the shopper is signed in. */
  afterSignIn: AfterSignIn;
  /** Opens `modal`; `afterSignIn` says where signing in leads (default: where the open dialog leads, else '/'). */
  open: (modal: ModalName, afterSignIn?: AfterSignIn) => void;
  close: () => void;
};

const ModalContext = createContext<ModalContextValue | null>(null);

export type ModalProviderProps = { children: ReactNode };

/** The one place that knows which dialog is open. */
export function ModalProvider({ children }: ModalProviderProps) {
  const [state, dispatch] = useReducer(modalReducer, initialModalState);
  const open = useCallback((modal: ModalName, afterSignIn?: AfterSignIn) => dispatch({ type: 'open', modal, afterSignIn }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const value = useMemo<ModalContextValue>(
    () => ({ current: state.open, afterSignIn: state.afterSignIn, open, close }),
    [state.open, state.afterSignIn, open, close],
  );
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalContextValue {
  const context = useContext(ModalContext);
  if (context === null) throw new Error('useModals must be used inside <ModalProvider>.');
  return context;
}

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '../constants';
import { useHydrated } from './use-hydrated';

/**
 * Toasts per spec 9: success 2 s, error 4 s, never more than 20 on screen (the oldest give way).
 * They live outside #root so they are still announced while a dialog makes the page inert.
 */
export function AppToaster() {
  const { toasts } = useToasterStore();
  // A portal into the document, which the server has not got.
  const hydrated = useHydrated();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  if (!hydrated) return null;
  return createPortal(
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
        style: {
          background: 'var(--color-surface)',
          color: 'var(--color-text)',
          border: '1px solid var(--color-border)',
          boxShadow: 'var(--shadow)',
          maxWidth: '26rem',
        },
      }}
    />,
    document.body,
  );
}

import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../../api/client';
import { useAuth } from './auth-context';

/**
 * Sign out (spec 4): tell the server, forget the token and the customer's cached data, toast the
 * server's message and go home. A failed call is only logged (spec 8) — the shopper is signed out
 * on this device either way.
 */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authApi.logout(),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: () => {
      signOut();
      void navigate('/');
    },
  });
}

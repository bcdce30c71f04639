import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { useAccountQuery } from '../auth/use-account-query';
import { addressesApi, type SaveAddressRequest } from './api';
import { ADDRESS_FALLBACK } from './messages';
import { addressKeys } from './query-keys';

/** The signed-in customer's saved addresses, the default first; idle for guests. */
export function useAddresses() {
  return useAccountQuery(addressKeys.list, async () => (await addressesApi.list()).addresses, { staleTime: 60 * 1000 });
}

type SaveVariables = { id: string | null; body: SaveAddressRequest };

/**
 * The address book's changes (DECISIONS.md): add, edit, delete, make default. Each toasts the server's message, or
 * its error text (else 'An error occurred'), and reads the book again.
 */
export function useAddressBook() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const settle = () => queryClient.invalidateQueries({ queryKey: addressKeys.list(user?.id ?? '') });
  const handlers = {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
    },
    onError: (error: Error) => {
      toast.error(apiErrorMessage(error, ADDRESS_FALLBACK));
    },
    onSettled: settle,
  };

  const save = useMutation({
    mutationFn: ({ id, body }: SaveVariables) => (id === null ? addressesApi.create(body) : addressesApi.update(id, body)),
    ...handlers,
  });
  const remove = useMutation({ mutationFn: (id: string) => addressesApi.remove(id), ...handlers });
  const makeDefault = useMutation({ mutationFn: (id: string) => addressesApi.makeDefault(id), ...handlers });

  return { save, remove, makeDefault };
}

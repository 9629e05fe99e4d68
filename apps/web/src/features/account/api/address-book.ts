import {
  type Address,
  type AddressBookAnswer,
  type AddressBookBody,
  addressBookAnswer,
  address as addressSchema,
} from '@oja/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile';
import { accountKeys } from './keys';

async function fetchAddresses(): Promise<AddressBookAnswer> {
  return addressBookAnswer.parse((await api.get<unknown>('user/addresses')).data);
}

/** GET user/addresses: the primary address first, then in the order they were saved. */
export function useAddresses() {
  return useQuery({ queryKey: accountKeys.addresses, queryFn: fetchAddresses, staleTime: 0 });
}

type Saved = { address: Address; message: string };

const path = (uuid: string) => `user/addresses/${encodeURIComponent(uuid)}`;

/**
 * The address book's calls. Each one may change the primary (delivery) address, which the cart,
 * checkout and the account home read from the profile and the overview: all are asked again.
 */
function useAddressMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
        queryClient.invalidateQueries({ queryKey: accountKeys.overview }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}

/** POST user/addresses: the first address is primary whatever is sent. */
export const useAddAddress = () =>
  useAddressMutation(async (body: AddressBookBody): Promise<Saved> => {
    const envelope = await api.post<unknown>('user/addresses', body);
    return { address: addressSchema.parse(envelope.data), message: envelope.message };
  });

/** PUT user/addresses/{uuid}. */
export const useUpdateAddress = () =>
  useAddressMutation(async ({ uuid, body }: { uuid: string; body: AddressBookBody }): Promise<Saved> => {
    const envelope = await api.put<unknown>(path(uuid), body);
    return { address: addressSchema.parse(envelope.data), message: envelope.message };
  });

/** DELETE user/addresses/{uuid}: answers the addresses left (a deleted primary passes to another). */
export const useDeleteAddress = () =>
  useAddressMutation(async (uuid: string) => {
    const envelope = await api.delete<unknown>(path(uuid));
    return { addresses: addressBookAnswer.parse(envelope.data), message: envelope.message };
  });

/** POST user/addresses/{uuid}/primary. */
export const useSetPrimaryAddress = () =>
  useAddressMutation(async (uuid: string): Promise<Saved> => {
    const envelope = await api.post<unknown>(`${path(uuid)}/primary`);
    return { address: addressSchema.parse(envelope.data), message: envelope.message };
  });

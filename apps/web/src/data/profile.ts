import { useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { API_PATHS, type ClientInfo, type UpdateAccountRequest } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

const profileQueryKeys = queryKeysFactory('profile');
/** The signed-in account's own profile (there is one per session; the cache is dropped on a session change). */
const OWN_PROFILE_KEY = profileQueryKeys.detail('own');

const profileCalls = {
  get: (signal?: AbortSignal) => browserClient.get<ClientInfo>(API_PATHS.auth.getClientInfo, { signal }),
  /** Spec §7 updateAccount: `editedValues` holds only what changed; answers the saved profile. */
  update: (request: UpdateAccountRequest) => browserClient.post<ClientInfo>(API_PATHS.auth.updateAccount, request),
};

/** Spec §7 getClientInfo: the signed-in account's profile (buyer or seller). */
export function useClientInfo(options?: Omit<UseQueryOptions<ClientInfo, ApiError>, 'queryKey' | 'queryFn'>) {
  return useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: ({ signal }) => profileCalls.get(signal), ...options });
}

/** Saves the changed profile fields; the saved profile shows at once and is read again from the server. */
export function useUpdateAccount(options?: Omit<UseMutationOptions<ClientInfo, ApiError, UpdateAccountRequest>, 'mutationFn'>) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: profileCalls.update,
    onSuccess: async (...args) => {
      client.setQueryData(OWN_PROFILE_KEY, args[0]);
      await client.invalidateQueries({ queryKey: profileQueryKeys.all });
      await options?.onSuccess?.(...args);
    },
  });
}

import { type AccountOverviewAnswer, accountOverviewAnswer } from '@oja/contract/account-overview';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

async function fetchOverview(): Promise<AccountOverviewAnswer> {
  return accountOverviewAnswer.parse((await api.get<unknown>('account/overview')).data);
}

/** GET account/overview: asked afresh each time the account home opens (balances and orders move). */
export function useAccountOverview() {
  return useQuery({ queryKey: accountKeys.overview, queryFn: fetchOverview, staleTime: 0 });
}

import type { AccountOverviewAnswer } from '@oja/contract/account-overview';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { unreadCounts } from '../engagement/notifications.ts';
import { listOrders } from '../orders/read.ts';
import { mainWalletAnswer, smartCoinAnswer, spendAndSaveAnswer } from '../wallet/read.ts';
import { getProfile } from './service.ts';

const RECENT_ORDERS = 3;

/** GET account/overview: the account home's name and email, wallets, recent orders, address, badges. */
export async function accountOverview(
  db: Db,
  userId: number,
  rates: Pick<Config, 'smartCoinEarnPer100Naira' | 'smartCoinValueKobo'>,
): Promise<AccountOverviewAnswer> {
  const [profile, main, savings, coins, recent, unread] = await Promise.all([
    getProfile(db, userId),
    mainWalletAnswer(db, userId),
    spendAndSaveAnswer(db, userId),
    smartCoinAnswer(db, userId, rates),
    listOrders(db, userId, { page: 1, perPage: RECENT_ORDERS }),
    unreadCounts(db, userId),
  ]);
  return {
    fullname: profile.fullname,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    phone_number: profile.phone_number,
    wallets: {
      main: main.balance,
      spend_and_save: savings.balance,
      smart_coin: { coins: coins.coins, value: coins.balance },
    },
    recent_orders: recent.data,
    primary_address: profile.addresses.delivery_address,
    unread,
  };
}

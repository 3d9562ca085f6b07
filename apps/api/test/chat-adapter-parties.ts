import WebSocket from 'ws';
import { CHAT_LIVE_PATH } from '@marketplace/contract';
// The web's chat adapters under test, run against this server as the pages would (the web never imports the API).
import { createApiClient } from '../../web/src/api/client.ts';
import type { ChatAdapter } from '../../web/src/chat/chatAdapter.ts';
import type { ChatContractParties } from '../../web/src/chat/chatAdapter.contract.ts';
import { createSelfHostedChat } from '../../web/src/chat/selfHostedChat.ts';
import { createLiveClient, type LiveSocket } from '../../web/src/realtime/liveClient.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { insertCategory, insertItem, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/** The shopper site's address as the test server is configured: pages open the live socket from there. */
const PAGE_ORIGIN = 'http://localhost:3000';

export interface ChatAdapterServer {
  server: AuthTestServer;
  buyer: SignedIn;
  seller: SignedIn;
  itemId: string;
  categoryId: number;
}

/** A server with a buyer, a seller and one of the seller's products. */
export async function startChatAdapterServer(): Promise<ChatAdapterServer> {
  const server = await startAuthServer();
  const [buyer, seller] = await Promise.all([
    signUpBuyer(server, 'alici@example.az'),
    signUpMerchant(server, 'usta@example.az', 'Saxsı Emalatxanası'),
  ]);
  const categoryId = await insertCategory(server.database.db, 'Vazalar');
  const itemId = await insertItem(server.database.db, { merchantId: seller.id, categoryId, productName: 'Saxsı vaza' });
  return { server, buyer, seller, itemId, categoryId };
}

/** The self-hosted adapter of a page holding `token` (null for a guest): fetch for calls, `ws` for the live socket. */
export function selfHostedChatFor(baseUrl: string, token: string | null): ChatAdapter {
  const getToken = () => token;
  return createSelfHostedChat({
    client: createApiClient({ baseUrl, getToken }),
    getToken,
    // The pages' live client, with `ws` for the browser's WebSocket (the same on* handlers and event.data).
    live: createLiveClient({
      url: () => `${baseUrl.replace(/^http/, 'ws')}${CHAT_LIVE_PATH}`,
      getToken,
      openSocket: (url) => new WebSocket(url, { origin: PAGE_ORIGIN }) as unknown as LiveSocket,
    }),
  });
}

/** The contract's parties, each a fresh page made by `adapterFor`. */
export function chatParties(context: ChatAdapterServer, adapterFor: (token: string | null) => ChatAdapter): ChatContractParties {
  return {
    guest: () => adapterFor(null),
    buyer: () => adapterFor(context.buyer.token),
    seller: () => adapterFor(context.seller.token),
    item: { id: context.itemId, merchantId: context.seller.id },
    newItem: async () => ({
      id: await insertItem(context.server.database.db, {
        merchantId: context.seller.id,
        categoryId: context.categoryId,
        productName: 'Saxsı küpə',
      }),
      merchantId: context.seller.id,
    }),
  };
}

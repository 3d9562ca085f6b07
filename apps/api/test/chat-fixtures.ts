import { API_PATHS } from '@marketplace/contract';
import type { CommittedChatMessage } from '../src/modules/chat/module.ts';
import {
  GENEROUS_LIMITS,
  HOSTS,
  startAuthServer,
  type AuthTestServer,
  type JsonResponse,
  type RequestOptions,
} from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/** A server with the chats, recording every committed message its listeners hear. */
export interface ChatTestServer extends AuthTestServer {
  committed: CommittedChatMessage[];
}

export async function startChatServer(
  options: { messagesPerMinute?: number; conversationsPerHour?: number } = {},
): Promise<ChatTestServer> {
  const committed: CommittedChatMessage[] = [];
  const server = await startAuthServer({
    rateLimits: GENEROUS_LIMITS,
    chat: {
      limits: {
        messagesPerMinute: options.messagesPerMinute ?? 1000,
        conversationsPerHour: options.conversationsPerHour ?? 1000,
      },
      onCommitted: [(message) => void committed.push(message)],
    },
  });
  return Object.assign(server, { committed });
}

/** A buyer, a seller with one product, another buyer and another seller, and the admin. */
export interface ChatCast {
  buyer: SignedIn;
  seller: SignedIn;
  otherBuyer: SignedIn;
  otherSeller: SignedIn;
  admin: SignedIn;
  categoryId: number;
  itemId: string;
}

let serial = 0;

export async function castOf(server: AuthTestServer): Promise<ChatCast> {
  serial += 1;
  const buyer = await signUpBuyer(server, `aygun${serial}@example.az`);
  const seller = await signUpMerchant(server, `gence${serial}@example.az`, 'Gəncə Keramika');
  const otherBuyer = await signUpBuyer(server, `tural${serial}@example.az`);
  const otherSeller = await signUpMerchant(server, `lahic${serial}@example.az`, 'Lahıc Mis Ustaları');
  const admin = await signInAdmin(server);
  const categoryId = await insertCategory(server.database.db, 'Vazalar');
  const itemId = await insertItem(server.database.db, {
    merchantId: seller.id,
    categoryId,
    productName: 'Mavi keramika vaza',
    productPrice: 45,
  });
  return { buyer, seller, otherBuyer, otherSeller, admin, categoryId, itemId };
}

export const as = (who: SignedIn, host: string = HOSTS.shopper): RequestOptions => ({ token: who.token, host });
export const asSeller = (who: SignedIn): RequestOptions => as(who, HOSTS.merchant);
export const asAdmin = (who: SignedIn): RequestOptions => as(who, HOSTS.admin);

export function itemContact(
  server: AuthTestServer,
  body: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<JsonResponse> {
  return server.post(API_PATHS.direct.getItemContact, body, options);
}

/** The custom-order chat of this buyer and item (made on first call). */
export async function chatOf(server: AuthTestServer, buyer: SignedIn, itemId: string, merchantId: string): Promise<string> {
  const answer = await itemContact(server, { item_id: itemId, merchant_id: merchantId }, as(buyer));
  if (answer.status !== 200) throw new Error(`getItemContact refused: ${JSON.stringify(answer.body)}`);
  return answer.body.chatId as string;
}

export function send(
  server: AuthTestServer,
  chatId: string,
  text: string,
  options: RequestOptions,
  attachments?: string[],
): Promise<JsonResponse> {
  return server.post(API_PATHS.chat.sendMessage, { chatId, text, ...(attachments ? { attachments } : {}) }, options);
}

export function messagesOf(
  server: AuthTestServer,
  chatId: string,
  options: RequestOptions,
  before?: string,
): Promise<JsonResponse> {
  return server.get(`${API_PATHS.chat.getMessages}?chatId=${chatId}${before ? `&before=${before}` : ''}`, options);
}

export function supportSend(
  server: AuthTestServer,
  body: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<JsonResponse> {
  return server.post(API_PATHS.chat.sendSupportMessage, body, options);
}

/** A distinct client address per call site (every 127.x.y.z reaches the server), so guests' address counters never meet. */
export function freshAddress(): string {
  const n = Math.floor(Math.random() * 250 * 250);
  return `127.${Math.floor(n / 250) + 1}.${(n % 250) + 1}.${Math.floor(Math.random() * 250) + 2}`;
}

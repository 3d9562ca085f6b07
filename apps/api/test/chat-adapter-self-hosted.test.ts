import { afterAll, beforeAll } from 'vitest';
import { describeChatAdapterContract } from '../../web/src/chat/chatAdapter.contract.ts';
import { chatParties, selfHostedChatFor, startChatAdapterServer, type ChatAdapterServer } from './chat-adapter-parties.ts';

let context: ChatAdapterServer;
beforeAll(async () => {
  context = await startChatAdapterServer();
});
afterAll(() => context.server.close());

describeChatAdapterContract('self-hosted', () => chatParties(context, (token) => selfHostedChatFor(context.server.url, token)));

import type { Conversation, SupportChatSummary } from '@marketplace/contract';
import { minutesBefore } from '../ChatMessageBubble/sampleMessages.ts';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

const seller = { id: 's1', companyName: 'Nar Atelye', profileImage: null };

function conversation(overrides: Partial<Conversation> & Pick<Conversation, 'chatId'>): Conversation {
  return {
    item: { id: 'i1', productName: 'Nar formalı keramika meyvə qabı, əl işi', coverImage: samplePhoto(350), salePrice: 52 },
    buyer: { id: 'b1', name: 'Aysel Məmmədova' },
    seller,
    viewerSender: 'received',
    lastMessage: { text: 'Razıyam, sifariş verirəm.', sender: 'user', date: minutesBefore(2), hasAttachments: false },
    unread: 0,
    counterpartLastReadId: null,
    lastActivityAt: minutesBefore(2),
    ...overrides,
  };
}

/** The seller's Messages: each row a product and a buyer, newest activity first. */
export const sellerConversations: Conversation[] = [
  conversation({ chatId: 'c1', unread: 2 }),
  conversation({
    chatId: 'c2',
    buyer: { id: 'b2', name: 'İlkin Həsənov' },
    item: {
      id: 'i2',
      productName: 'Toy üçün əl toxuması xalça, adlar haşiyədə, 120 × 180 sm',
      coverImage: samplePhoto(20),
      salePrice: 940,
    },
    lastMessage: { text: '', sender: 'user', date: minutesBefore(3 * 60), hasAttachments: true },
    unread: 1,
  }),
  conversation({
    chatId: 'c3',
    buyer: { id: 'b3', name: 'Gülşən Əliyeva' },
    item: { id: 'i3', productName: 'Gümüş sırğa', coverImage: null, salePrice: 75 },
    lastMessage: {
      text: 'Əlbəttə, sabah göndərərik.',
      sender: 'received',
      date: minutesBefore(2 * 24 * 60),
      hasAttachments: false,
    },
  }),
  conversation({
    chatId: 'c4',
    buyer: { id: 'b4', name: 'Rəşad Quliyev' },
    lastMessage: { text: 'Salam, hələ də satışdadır?', sender: 'user', date: '2024-11-02T09:00:00Z', hasAttachments: false },
  }),
];

/** The buyer's conversations under the profile: each row a product and its store. */
export const buyerConversations: Conversation[] = sellerConversations.slice(0, 2).map((item) => ({
  ...item,
  viewerSender: 'user',
  unread: item.chatId === 'c1' ? 0 : 1,
  lastMessage: item.lastMessage && { ...item.lastMessage, sender: item.chatId === 'c1' ? 'user' : 'received' },
}));

function supportChat(overrides: Partial<SupportChatSummary> & Pick<SupportChatSummary, 'chatId'>): SupportChatSummary {
  return {
    account: null,
    status: 'open',
    assignedAdmin: null,
    lastMessage: { text: 'Sifarişim nə vaxt gələcək?', sender: 'user', date: minutesBefore(4) },
    unread: 1,
    userLastReadId: null,
    lastActivityAt: minutesBefore(4),
    createdAt: minutesBefore(30),
    ...overrides,
  };
}

/** The admin's Support inbox: guests and accounts, open and closed, assigned or not. */
export const supportChats: SupportChatSummary[] = [
  supportChat({ chatId: 's1', unread: 3 }),
  supportChat({
    chatId: 's2',
    account: { id: 'a1', name: 'Aysel Məmmədova', email: 'aysel@example.az' },
    assignedAdmin: { id: 'ad1', name: 'Leyla' },
    lastMessage: { text: 'Ödənişi qaytardıq, bank 3 iş günü ərzində köçürəcək.', sender: 'bot', date: minutesBefore(60) },
    unread: 0,
  }),
  supportChat({
    chatId: 's3',
    account: { id: 'a2', name: 'Tural Babayev', email: null },
    status: 'closed',
    assignedAdmin: { id: 'ad2', name: 'Nicat' },
    lastMessage: { text: 'Təşəkkürlər, hər şey aydındır!', sender: 'user', date: minutesBefore(3 * 24 * 60) },
    unread: 0,
  }),
];

import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import type { ChatListMessage } from './chatListMessage.ts';

/** Stories' "now" is frozen at 2026-01-15 10:00 UTC (.storybook/freeze.ts); dates count back from it. */
const NOW_MS = Date.parse('2026-01-15T10:00:00Z');
export const minutesBefore = (minutes: number) => new Date(NOW_MS - minutes * 60_000).toISOString();

export const LONG_AZ_TEXT =
  'Salam! Toy üçün əl işi keramika dəsti sifariş etmək istəyirəm: altı boşqab, altı fincan və böyük nar formalı meyvə qabı. ' +
  'Üzərində gəlinlə bəyin adları — Gülşənə və İlkin — zərif xəttlə yazılsın, rənglər isə Qarabağ xalçalarının tünd qırmızı ' +
  'və yaşılımtıl-mavi çalarlarında olsun. Nümunə kimi buna baxın: https://hediyye.example.az/mehsul/nar-formali-keramika-qab-dəsti-altı-nəfərlik-xüsusi-sifariş';

let sequence = 100;
export function sampleMessage(overrides: Partial<ChatListMessage> = {}): ChatListMessage {
  sequence += 1;
  return {
    id: String(sequence),
    chatId: '7b3f1c2e-5a1d-4f7e-9a0b-2c4d6e8f0a1b',
    text: 'Salam! Bu qabı altı nəfərlik dəst kimi hazırlaya bilərsinizmi?',
    sender: 'user',
    date: minutesBefore(5),
    attachments: [],
    masked: false,
    ...overrides,
  };
}

/** A custom-order conversation between a buyer (`user`) and a seller (`received`), oldest first. */
export const customOrderMessages: ChatListMessage[] = [
  sampleMessage({
    id: '11',
    sender: 'user',
    date: minutesBefore(2 * 24 * 60 + 40),
    text: 'Salam! Nar formalı keramika qabını altı nəfərlik dəst kimi hazırlaya bilərsinizmi?',
  }),
  sampleMessage({
    id: '12',
    sender: 'received',
    date: minutesBefore(2 * 24 * 60 + 10),
    text: 'Salam! Bəli, hazırlaya bilərik. Rəngi və ölçüsü necə olsun?',
  }),
  sampleMessage({
    id: '13',
    sender: 'user',
    date: minutesBefore(20 * 60),
    text: 'Rəngi belə olsun:',
    attachments: [{ url: samplePhoto(350), width: 400, height: 300 }],
  }),
  sampleMessage({
    id: '14',
    sender: 'received',
    date: minutesBefore(19 * 60),
    text: 'Ətraflı danışmaq üçün bu nömrəyə yazın: ***',
    masked: true,
  }),
  sampleMessage({ id: '15', sender: 'user', date: minutesBefore(12), text: 'Çox sağ olun! Bəs nə vaxt hazır olar?' }),
  sampleMessage({ id: '16', sender: 'received', date: minutesBefore(6), text: 'İki həftəyə hazır olar, qiyməti 180 ₼.' }),
  sampleMessage({ id: '17', sender: 'user', date: minutesBefore(2), text: 'Razıyam, sifariş verirəm.' }),
];

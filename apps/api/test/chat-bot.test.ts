import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { HOSTS, request, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { startLocalBotService, type LocalBotService } from './bot-service.ts';
import { signInAdmin, signUpBuyer, type SignedIn } from './cart-fixtures.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The messaging bot: each message a person writes to support goes to a Telegram Bot API compatible
 * service (here a fake on a free port) from the job queue, and staff replies come back through the
 * webhook as support's answers.
 */

const BOT_TOKEN = '7777:bot-token_Secret-Part';
const STAFF_CHAT = '-1009876543210';
const SECRET = 'webhook-secret-0123456789_abcdef';
const FORWARD_JOB = 'chat-bot-forward';

let bot: LocalBotService;
let server: AuthTestServer;
let admin: SignedIn;
const logLines: string[] = [];
/** Support messages written so far: each books one forwarding job (after its answer, so maybe a moment later). */
let booked = 0;

beforeAll(async () => {
  bot = await startLocalBotService();
  server = await startAuthServer({
    env: { BOT_TOKEN, BOT_CHAT_ID: STAFF_CHAT, BOT_API_BASE_URL: bot.url, BOT_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'info' },
    logStream: { write: (line) => logLines.push(line) },
  });
  admin = await signInAdmin(server);
});
afterAll(async () => {
  await server?.close();
  await bot?.close();
});

const writeToSupport = async (text: string, options: { supportToken?: string; token?: string } = {}) => {
  const started = Date.now();
  const answer = await server.post(
    API_PATHS.chat.sendSupportMessage,
    { text, ...(options.supportToken ? { supportToken: options.supportToken } : {}) },
    { token: options.token },
  );
  expect(answer.status).toBe(200);
  booked += 1;
  return {
    supportToken: answer.body.supportToken as string,
    chatId: answer.body.message.chatId as string,
    ms: Date.now() - started,
  };
};

const history = async (supportToken: string) => {
  const answer = await server.post(API_PATHS.chat.getSupportMessages, { supportToken });
  expect(answer.status).toBe(200);
  return answer.body as { status: string; messages: Array<{ text: string; sender: string }> };
};

/** Waits until every message written so far has its forwarding job and each was tried at least once. */
async function forwardsTried(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await server.database.runSql(
        `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE state IN ('created', 'active'))::int AS waiting FROM pgboss.job WHERE name = $1`,
        [FORWARD_JOB],
      );
      expect(rows[0]).toEqual({ jobs: booked, waiting: 0 });
    },
    { timeout: 25_000, interval: 200 },
  );
}

const callsAbout = (supportToken: string) => bot.received.filter((call) => call.body.text.includes(supportToken));

/** With the configured secret unless told otherwise (null: no secret header at all). */
const webhook = (body: unknown, secret: string | null = SECRET) =>
  server.post(API_PATHS.chat.botWebhook, body, { headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret } });

let updateId = 1;
/** A person's message in a chat, as the service's update carries it. */
const staffMessage = (text: string, extra: Record<string, unknown> = {}, chatId = Number(STAFF_CHAT)) => ({
  update_id: ++updateId,
  message: {
    message_id: 500 + updateId,
    date: 1_700_000_000,
    chat: { id: chatId, type: 'supergroup', title: 'Dəstək' },
    from: { id: 42, is_bot: false, first_name: 'Leyla', language_code: 'az' },
    text,
    ...extra,
  },
});
const replyTo = (call: { body: { text: string } }, text: string) =>
  staffMessage(text, {
    reply_to_message: { message_id: 9, text: call.body.text.replaceAll('\\', '').replaceAll('`', '').replaceAll('*', '') },
  });

describe('forwarding support messages to the messaging bot', () => {
  it('sends each message a person writes once, to the staff chat, in Markdown, with its text and the support token', async () => {
    const first = await writeToSupport('Salam! Sifariş_12 *təcili* lazımdır');
    await writeToSupport('Ünvan: Bakı, Nizami küç. 5', { supportToken: first.supportToken });
    const buyer = await signUpBuyer(server, 'bot-alici@example.az');
    const signedIn = await writeToSupport('Hesabımla bağlı sualım var', { token: buyer.token });

    // Support's own answer is not sent back to the bot.
    const answered = await server.post(
      API_PATHS.chat.replySupport,
      { chatId: first.chatId, text: 'Baxırıq' },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(answered.status).toBe(200);
    await forwardsTried();

    const calls = callsAbout(first.supportToken);
    expect(calls).toHaveLength(2);
    for (const call of [...calls, ...callsAbout(signedIn.supportToken)]) {
      expect(call.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
      expect(call.body).toMatchObject({ chat_id: STAFF_CHAT, parse_mode: 'Markdown' });
    }
    for (const call of calls) expect(call.body.text).toContain(`#support \`${first.supportToken}\``);
    const texts = calls.map((call) => call.body.text).join('\n');
    expect(texts).toContain('Salam! Sifariş\\_12 \\*təcili\\* lazımdır');
    expect(texts).toContain('Ünvan: Bakı, Nizami küç. 5');
    expect(callsAbout(signedIn.supportToken)).toHaveLength(1);
    expect(bot.received.some((call) => call.body.text.includes('Baxırıq'))).toBe(false);
  });

  it('answers the writer at once when the service fails or is slow; the failure is only logged, without the token', async () => {
    bot.answer = 'fail';
    const failing = await writeToSupport('Səhifə açılmır');
    expect(failing.ms).toBeLessThan(2000);
    await vi.waitFor(() => expect(callsAbout(failing.supportToken)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    await vi.waitFor(() => expect(logLines.some((line) => line.includes('sendMessage answered 500'))).toBe(true), {
      timeout: 10_000,
    });
    expect((await history(failing.supportToken)).messages.map((message) => message.text)).toEqual(['Səhifə açılmır']);

    bot.answer = 'ok';
    bot.delayMs = 5000;
    const slow = await writeToSupport('Yavaş xidmət');
    expect(slow.ms).toBeLessThan(2000);
    await vi.waitFor(() => expect(callsAbout(slow.supportToken)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    bot.delayMs = 0;

    const logged = logLines.join('\n');
    expect(logged).not.toContain(BOT_TOKEN);
    expect(logged).not.toContain('bot-token_Secret-Part');
    expect(logged).not.toContain(SECRET);
  });
});

describe('staff replies through the webhook', () => {
  it('adds a reply to a forwarded message to its support chat as support, which the person then reads', async () => {
    const guest = await writeToSupport('Hədiyyə qablaşdırması var?');
    await vi.waitFor(() => expect(callsAbout(guest.supportToken)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const [call] = callsAbout(guest.supportToken);
    if (!call) throw new Error('not forwarded');

    const answer = await webhook(replyTo(call, 'Bəli, pulsuz qablaşdırırıq 🎁'));
    expect(answer.status).toBe(200);
    const command = await webhook(staffMessage(`/reply ${guest.supportToken} Başqa sualınız varsa, yazın.`));
    expect(command.status).toBe(200);

    const { messages } = await history(guest.supportToken);
    expect(messages.map((message) => [message.sender, message.text])).toEqual([
      ['user', 'Hədiyyə qablaşdırması var?'],
      ['bot', 'Bəli, pulsuz qablaşdırırıq 🎁'],
      ['bot', 'Başqa sualınız varsa, yazın.'],
    ]);
  });

  it('refuses a missing or wrong secret with 401 and answers 404 when no secret is configured', async () => {
    const guest = await writeToSupport('Salam');
    for (const secret of [null, '', 'wrong-secret-0123456789_abcdef', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const answer = await webhook(staffMessage(`/reply ${guest.supportToken} Saxta cavab`), secret);
      expect([answer.status, answer.body?.error?.code], JSON.stringify(answer.body)).toEqual([401, 'BOT_SECRET_INVALID']);
    }
    expect((await history(guest.supportToken)).messages).toHaveLength(1);

    let plain: TestServer | undefined;
    try {
      plain = await startTestServer();
      const answer = await request(plain.url, 'POST', API_PATHS.chat.botWebhook, staffMessage('salam'), {
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
      });
      expect(answer.status).toBe(404);
    } finally {
      await plain?.close();
    }
  });

  it('answers 200 to every update it does not use, and adds nothing', async () => {
    const guest = await writeToSupport('Ödəniş keçmədi');
    const command = `/reply ${guest.supportToken} Bunu heç kim görməməlidir`;
    for (const update of [
      { update_id: 1 },
      { update_id: 2, edited_message: staffMessage(command).message },
      { update_id: 3, channel_post: staffMessage(command).message },
      staffMessage('Adi söhbət, heç kimə cavab deyil'),
      staffMessage(command, {}, 12345),
      staffMessage(command, { from: { id: 1, is_bot: true, first_name: 'Başqa bot' } }),
      staffMessage('cavab', { reply_to_message: { message_id: 3, text: 'token olmayan mesaj' } }),
      { update_id: 4, message: { message_id: 'x', chat: 'y' } },
      [],
    ]) {
      const answer = await webhook(update);
      expect(answer.status, JSON.stringify(update)).toBe(200);
    }
    expect((await history(guest.supportToken)).messages).toHaveLength(1);
  });

  it('tells the staff chat why a reply was not added: a closed chat, an unknown token, an empty or too long text', async () => {
    const guest = await writeToSupport('Sifarişi ləğv etmək istəyirəm');
    const closed = await server.post(
      API_PATHS.chat.setSupportChatStatus,
      { chatId: guest.chatId, status: 'closed' },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(closed.status).toBe(200);
    const unknownToken = 'Zz'.repeat(16);
    const cases: Array<[string, RegExp]> = [
      [`/reply ${guest.supportToken} Ləğv etdik`, /bağlanıb/],
      [`/reply ${unknownToken} Salam`, /söhbəti yoxdur/],
      [`/reply ${guest.supportToken}    `, /boşdur/],
      [`/reply ${guest.supportToken} ${'ə'.repeat(2001)}`, /2000 simvoldan uzundur/],
    ];
    for (const [text, notice] of cases) {
      const update = staffMessage(text);
      expect((await webhook(update)).status).toBe(200);
      const notices = () => bot.received.filter((call) => call.body.reply_to_message_id === update.message.message_id);
      await vi.waitFor(() => expect(notices()).toHaveLength(1), { timeout: 20_000, interval: 100 });
      const [told] = notices();
      expect(told?.body.chat_id).toBe(STAFF_CHAT);
      expect(told?.body.text).toMatch(notice);
      expect(told?.body.parse_mode).toBeUndefined();
    }
    const { status, messages } = await history(guest.supportToken);
    expect(status).toBe('closed');
    expect(messages.map((message) => message.sender)).toEqual(['user']);
  });

  it('keeps answering the writer when the service is down', async () => {
    await bot.close();
    const down = await writeToSupport('Xidmət işləmir?');
    expect(down.ms).toBeLessThan(2000);
    await vi.waitFor(() => expect(logLines.some((line) => line.includes('sendMessage not reached'))).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    expect(logLines.join('\n')).not.toContain(BOT_TOKEN);
  });
});

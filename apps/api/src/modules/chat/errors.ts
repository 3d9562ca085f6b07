import { CHAT_ERROR as C, ERROR_CODES } from '@marketplace/contract';
import { HttpError, type AnswerCode } from '../../http/errors.ts';

/** A 429 that says when to come back, in the body and in Retry-After. */
const tooMany = (code: AnswerCode, message: string, retryAfterSeconds: number) =>
  new HttpError(429, code, message, { details: { retry_after: retryAfterSeconds }, retryAfter: retryAfterSeconds });

/** The refusals of the chat calls; the sites show `errors.{code}`. */
export const chatErrors = {
  tokenNotFound: () => new HttpError(401, C.TOKEN_NOT_FOUND, 'Token not found: sign in to write to the seller.'),
  itemNotFound: () => new HttpError(404, C.ITEM_ID_NOT_FOUND, 'Item ID not found.'),
  merchantMismatch: () =>
    new HttpError(400, C.MERCHANT_MISMATCH, 'The merchant_id is not the seller of this item.', {
      fields: { merchant_id: 'Not the seller of this item.' },
    }),
  notForAccount: () => new HttpError(403, C.CHAT_NOT_FOR_ACCOUNT, 'This account cannot start a custom order for this item.'),
  chatNotFound: () => new HttpError(404, C.CHAT_NOT_FOUND, 'There is no chat with this id.'),
  forbidden: () => new HttpError(403, C.CHAT_FORBIDDEN, 'This chat is not yours.'),
  blocked: () => new HttpError(403, C.CHAT_BLOCKED, 'This account may not write in chats.'),
  closed: () => new HttpError(409, C.CHAT_CLOSED, 'This support chat is closed; reopen it to answer.'),
  blank: () => new HttpError(400, C.BLANK_MESSAGE, 'The message is empty.', { fields: { text: C.BLANK_MESSAGE } }),
  tooLong: () => new HttpError(400, C.MESSAGE_TOO_LONG, 'The message is too long.', { fields: { text: C.MESSAGE_TOO_LONG } }),
  messageRate: (retryAfterSeconds: number) =>
    tooMany(C.CHAT_MESSAGE_RATE, 'Too many messages in a minute; wait a moment.', retryAfterSeconds),
  conversationRate: (retryAfterSeconds: number) =>
    tooMany(C.CHAT_CONVERSATION_RATE, 'Too many new conversations in an hour; try again later.', retryAfterSeconds),
  attachmentInvalid: (index: number) =>
    new HttpError(400, C.CHAT_ATTACHMENT_INVALID, 'An attachment is not an image you uploaded.', {
      fields: { [`attachments.${index}`]: 'Not an image you uploaded.' },
    }),
  supportTokenNotFound: () => new HttpError(404, C.SUPPORT_TOKEN_NOT_FOUND, 'There is no support chat with this token.'),
  notAnAdmin: () =>
    new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'A support chat can be assigned to an admin only.', {
      fields: { adminId: 'Not an admin account.' },
    }),
};

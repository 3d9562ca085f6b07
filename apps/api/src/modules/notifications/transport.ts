export type MessageChannel = 'email' | 'sms';

export interface OutgoingMessage {
  /** An e-mail address or a phone number, as the channel needs. */
  to: string;
  channel: MessageChannel;
  subject: string;
  text: string;
}

/** Delivers one message to a person; rejects when the message could not be handed over. */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

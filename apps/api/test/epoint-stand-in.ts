import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeEpointData,
  encodeEpointData,
  epointAmountToQepik,
  epointSignature,
  isEpointSignature,
  qepikToEpointAmount,
  type EpointStatus,
} from '../src/modules/payments/service-epoint.ts';

/**
 * A stand-in for Epoint (epoint.az/api/1) speaking its documented protocol on a random local port:
 * form POSTs of `data` (base64 JSON with public_key) and `signature` (base64 sha1 of
 * private_key + data + private_key) to /request, /get-status and /reverse, JSON answers; the
 * result of a payment is POSTed the same way to the merchant's result_url (set in Epoint's merchant
 * panel, here given when the stand-in starts). The shopper's moves on its hosted page are the
 * test's calls (pay, decline, startConfirmation).
 */
export interface EpointStandIn {
  /** The API base, as EPOINT_API_URL: http://127.0.0.1:PORT/api/1 */
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  /** Where results go (the merchant's callback route); may be set after the server starts. */
  resultUrl: string;
  transactions: Map<string, StandInTransaction>;
  /** Every call it was sent, with whether its signature verified. */
  calls: { path: string; signatureOk: boolean; fields: Record<string, unknown> | null }[];
  /** The transaction started for a merchant's order id. */
  transactionOf(orderId: string): StandInTransaction | undefined;
  /** The shopper pays on the hosted page: success, and the signed result to result_url. */
  pay(transaction: string): Promise<number>;
  /** The bank refuses the card: error, and its result. */
  decline(transaction: string): Promise<number>;
  /** The hosted page asks for the bank's confirmation (3-D Secure): still `new`, no result yet. */
  startConfirmation(transaction: string): void;
  /** The result of a transaction as it is now, posted again (Epoint repeats unanswered results). */
  postResult(transaction: string, options?: { signature?: string }): Promise<number>;
  close(): Promise<void>;
}

export interface StandInTransaction {
  transaction: string;
  orderId: string;
  amountQepik: number;
  refundedQepik: number;
  status: EpointStatus;
  confirming: boolean;
  successUrl: string;
  errorUrl: string;
  language: string;
}

const readForm = (request: http.IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });

export async function startEpointStandIn(
  options: { publicKey?: string; privateKey?: string; resultUrl?: string } = {},
): Promise<EpointStandIn> {
  const publicKey = options.publicKey ?? 'i000200001';
  const privateKey = options.privateKey ?? 'stand-in-private-key-0123456789';
  const transactions = new Map<string, StandInTransaction>();
  const calls: EpointStandIn['calls'] = [];
  let counter = 0;
  let base = '';

  const answer = (response: http.ServerResponse, body: object) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const resultOf = (entry: StandInTransaction) => ({
    order_id: entry.orderId,
    status: entry.status,
    code: entry.status === 'success' ? '000' : '100',
    message: entry.status === 'success' ? 'Successful payment' : 'Declined',
    transaction: entry.transaction,
    bank_transaction: `bt${entry.transaction.slice(2)}`,
    bank_response: entry.status === 'success' ? 'approved' : 'declined',
    operation_code: '100',
    rrn: '123456789012',
    card_name: 'TEST CARD',
    card_mask: '416973******0001',
    amount: qepikToEpointAmount(entry.amountQepik),
  });

  const server = http.createServer(async (request, response) => {
    const form = await readForm(request);
    const data = form.get('data') ?? '';
    const path = (request.url ?? '').replace(/^\/api\/1/, '');
    const signatureOk = isEpointSignature(privateKey, data, form.get('signature') ?? undefined);
    const fields = decodeEpointData(data);
    calls.push({ path, signatureOk, fields });
    if (!signatureOk || !fields || fields.public_key !== publicKey) {
      return answer(response, { status: 'error', message: 'Signature or public key is not valid' });
    }
    if (request.method === 'POST' && path === '/request') {
      counter += 1;
      const transaction = `te${String(counter).padStart(9, '0')}`;
      transactions.set(transaction, {
        transaction,
        orderId: String(fields.order_id),
        amountQepik: epointAmountToQepik(fields.amount),
        refundedQepik: 0,
        status: 'new',
        confirming: false,
        successUrl: String(fields.success_redirect_url ?? ''),
        errorUrl: String(fields.error_redirect_url ?? ''),
        language: String(fields.language ?? 'az'),
      });
      return answer(response, { status: 'success', transaction, redirect_url: `${base}/checkout/${transaction}` });
    }
    const entry = transactions.get(String(fields.transaction));
    if (request.method === 'POST' && path === '/get-status') {
      if (!entry) return answer(response, { status: 'error', message: 'Transaction not found' });
      return answer(response, resultOf(entry));
    }
    if (request.method === 'POST' && path === '/reverse') {
      if (!entry || entry.status !== 'success') return answer(response, { status: 'error', message: 'Cannot reverse' });
      const amount = fields.amount === undefined ? entry.amountQepik - entry.refundedQepik : epointAmountToQepik(fields.amount);
      if (amount <= 0 || entry.refundedQepik + amount > entry.amountQepik) {
        return answer(response, { status: 'error', message: 'Amount is more than was paid' });
      }
      entry.refundedQepik += amount;
      if (entry.refundedQepik === entry.amountQepik) entry.status = 'returned';
      return answer(response, { status: 'success', message: 'Reversed' });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: EpointStandIn = {
    apiUrl: `${base}/api/1`,
    publicKey,
    privateKey,
    resultUrl: options.resultUrl ?? '',
    transactions,
    calls,
    transactionOf: (orderId) => [...transactions.values()].find((entry) => entry.orderId === orderId),
    async postResult(transaction, postOptions = {}) {
      const entry = transactions.get(transaction);
      if (!entry) throw new Error(`no transaction ${transaction}`);
      const data = encodeEpointData(resultOf(entry));
      const response = await fetch(standIn.resultUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature: postOptions.signature ?? epointSignature(privateKey, data) }).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async pay(transaction) {
      const entry = transactions.get(transaction);
      if (!entry || entry.status !== 'new') throw new Error(`transaction ${transaction} is not open`);
      entry.status = 'success';
      entry.confirming = false;
      return standIn.postResult(transaction);
    },
    async decline(transaction) {
      const entry = transactions.get(transaction);
      if (!entry || entry.status !== 'new') throw new Error(`transaction ${transaction} is not open`);
      entry.status = 'error';
      return standIn.postResult(transaction);
    },
    startConfirmation(transaction) {
      const entry = transactions.get(transaction);
      if (!entry) throw new Error(`no transaction ${transaction}`);
      entry.confirming = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type OrderDetail, type OrderPayment, type PaymentStatusAnswer, type PublicConfig } from '@marketplace/contract';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import { useOrder } from './orders.ts';
import { useMarkCashCollected, useRefundOrder } from './paymentMoves.ts';
import { PAYMENT_POLL_MS, usePaymentStatus } from './payments.ts';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const ORDER = 'o-100031';

let seen: URL[] = [];
/** What the server answers for the payment, read after read (the last one again once they run out). */
let statuses: PaymentStatusAnswer[] = [];
let payment: OrderPayment;

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

const waiting: PaymentStatusAnswer = {
  paymentId: 'p-1',
  method: 'TEST_CARD',
  status: 'WAITING',
  amountQepik: 12_500,
  groupId: null,
  orders: [],
  failureCode: null,
};

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  seen.push(url);
  switch (url.pathname) {
    case API_PATHS.payment.getPaymentStatus:
      return json(statuses.length > 1 ? statuses.shift() : statuses[0]);
    case API_PATHS.order.getOrder:
      return json({ orderId: ORDER, number: 100031, totalQepik: 12_500, payment } as Partial<OrderDetail>);
    case API_PATHS.payment.refundOrder: {
      const body = JSON.parse(String(init?.body)) as { amountQepik: number; reason: string };
      if (body.amountQepik > payment.refundableQepik)
        return json({ error: { code: 'REFUND_TOO_LARGE', message: 'Too much.' } }, 409);
      const refund = {
        refundId: 'r-1',
        amountQepik: body.amountQepik,
        reason: body.reason,
        actor: 'SELLER',
        status: 'DONE',
        at: '2026-11-29T12:00:00Z',
      };
      payment = {
        ...payment,
        status: 'PARTIALLY_REFUNDED',
        refundedQepik: body.amountQepik,
        refundableQepik: payment.refundableQepik - body.amountQepik,
        refunds: [refund as OrderPayment['refunds'][number]],
      };
      return json({ refund, payment });
    }
    case API_PATHS.payment.markCashCollected:
      payment = { ...payment, status: 'PAID', paymentStatus: 'CASH_COLLECTED', refundableQepik: 12_500, actions: ['REFUND'] };
      return json(payment);
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const reads = (path: string) => seen.filter((url) => url.pathname === path);

describe('the payment data', () => {
  beforeEach(() => {
    seen = [];
    statuses = [waiting];
    payment = {
      method: 'TEST_CARD',
      status: 'PAID',
      paymentId: 'p-1',
      paymentStatus: 'CAPTURED',
      refundedQepik: 0,
      refundableQepik: 12_500,
      refunds: [],
      actions: ['REFUND'],
    };
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks about a card payment until its orders are placed, then stops', async () => {
    statuses = [waiting, { ...waiting, status: 'AUTHORIZED' }, { ...waiting, status: 'AUTHORIZED', groupId: 'g-1' }];
    const { result } = renderHook(() => usePaymentStatus('p-1'), { wrapper });
    await waitFor(() => expect(result.current.data?.groupId).toBe('g-1'), { timeout: 4 * PAYMENT_POLL_MS + 1_000 });
    // Authorised without its orders yet is still asked about: three reads, the third placed.
    expect(reads(API_PATHS.payment.getPaymentStatus)).toHaveLength(3);
    expect(reads(API_PATHS.payment.getPaymentStatus)[0]?.searchParams.get('paymentId')).toBe('p-1');
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS + 500));
    expect(reads(API_PATHS.payment.getPaymentStatus)).toHaveLength(3);
  }, 15_000);

  it('stops asking once the bank declined', async () => {
    statuses = [{ ...waiting, status: 'DECLINED' }];
    const { result } = renderHook(() => usePaymentStatus('p-1'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('DECLINED'));
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_MS + 500));
    expect(reads(API_PATHS.payment.getPaymentStatus)).toHaveLength(1);
  }, 10_000);

  it('shows a refund on the open order at once, and a refusal carries its code', async () => {
    const { result } = renderHook(() => ({ order: useOrder(ORDER), refund: useRefundOrder() }), { wrapper });
    await waitFor(() => expect(result.current.order.data?.payment.status).toBe('PAID'));
    await act(() => result.current.refund.mutateAsync({ orderId: ORDER, amountQepik: 2_000, reason: 'Cızıq var' }));
    await waitFor(() => expect(result.current.order.data?.payment.status).toBe('PARTIALLY_REFUNDED'));
    expect(result.current.order.data?.payment.refunds.map((refund) => refund.reason)).toEqual(['Cızıq var']);
    await expect(
      act(() => result.current.refund.mutateAsync({ orderId: ORDER, amountQepik: 20_000, reason: 'Hamısı' })),
    ).rejects.toMatchObject({ code: 'REFUND_TOO_LARGE' });
  });

  it('marks cash collected and the order reads paid', async () => {
    payment = { ...payment, method: 'CASH', status: 'PENDING', paymentStatus: 'CASH_PENDING', refundableQepik: 0 };
    const { result } = renderHook(() => ({ order: useOrder(ORDER), collect: useMarkCashCollected() }), { wrapper });
    await waitFor(() => expect(result.current.order.data?.payment.status).toBe('PENDING'));
    await act(() => result.current.collect.mutateAsync(ORDER));
    await waitFor(() => expect(result.current.order.data?.payment.paymentStatus).toBe('CASH_COLLECTED'));
    expect(reads(API_PATHS.payment.markCashCollected)).toHaveLength(1);
  });
});

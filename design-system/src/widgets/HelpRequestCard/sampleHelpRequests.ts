import type { AdminHelpRequest, HelpRequest } from '@marketplace/contract';

/** Story data: a help request on an order, around 15 January 2026 (the stories' frozen day). */
export function sampleHelpRequest(overrides: Partial<HelpRequest> = {}): HelpRequest {
  return {
    requestId: 'help-1',
    orderId: 'order-1',
    orderNumber: 100042,
    orderStatus: 'SHIPPED',
    storeId: 'store-1',
    storeName: 'Saxsı Emalatxanası',
    buyerName: 'Aygün Məmmədova',
    reason: 'NOT_RECEIVED',
    text: 'Bağlama 10 gündür yoldadır, izləmə nömrəsi heç nə göstərmir.\nZəhmət olmasa yoxlayın.',
    status: 'OPEN',
    chat: { chatId: 'chat-1', itemId: 'item-1', productName: 'Saxsı küp' },
    openedAt: '2026-01-14T12:00:00Z',
    escalatableAt: '2026-01-16T12:00:00Z',
    resolvedAt: null,
    escalatedAt: null,
    closedAt: null,
    outcome: null,
    actions: [],
    ...overrides,
  };
}

/** The same request as the admins list it once the buyer escalated it. */
export function sampleAdminHelpRequest(overrides: Partial<AdminHelpRequest> = {}): AdminHelpRequest {
  return {
    ...sampleHelpRequest({
      status: 'ESCALATED',
      openedAt: '2026-01-12T12:00:00Z',
      escalatableAt: '2026-01-14T12:00:00Z',
      escalatedAt: '2026-01-14T15:00:00Z',
      actions: ['CLOSE', 'REFUND'],
    }),
    orderTotalQepik: 6_900,
    ...overrides,
  };
}

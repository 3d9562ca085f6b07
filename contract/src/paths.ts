import { CART_PATHS } from './cart-paths.ts';

/**
 * Every API path, named once (spec §7, plus ours where the spec says "not shown"); the API registers
 * its routes with these too, and a test checks that every route it serves is named here. A `:name`
 * segment is a path parameter (Fastify's syntax). Zod-free on purpose: a page that only needs a path
 * never loads a schema module.
 */
export const API_PATHS = {
  auth: {
    register: '/auth/v1/register',
    login: '/auth/v1/login',
    resetAccountPassword: '/auth/v1/resetAccountPassword',
    /** Ours: a one-time code that carries the caller's login to another site (bound to the asking page's nonce). */
    createHandoff: '/auth/v1/createHandoff',
    exchangeHandoff: '/auth/v1/exchangeHandoff',
    getClientInfo: '/auth/v1/getClientInfo',
    upgradeAccount: '/auth/v1/upgradeAccount',
    updateAccount: '/auth/v1/updateAccount',
    getAllMerchants: '/auth/v1/getAllMerchants',
    getAdminMerchants: '/auth/v1/getAdminMerchants',
    /** Ours: ends the session family (a form POST from every site). */
    logout: '/logout',
  },
  item: {
    getAllItems: '/item/v1/getAllItems',
    getAllCategories: '/item/v1/getAllCategories',
    getCategoryList: '/item/v1/getCategoryList',
    getTopItems: '/item/v1/getTopItems',
    getTopSale: '/item/v1/getTopSale',
    getItemsById: '/item/v1/getItemsById',
    registerView: '/item/v1/registerView',
    getSimilarItemList: '/item/v1/getSimilarItemList',
    getItemsByCategory: '/item/v1/getItemsByCategory',
    getProductsByCompanyId: '/item/v1/getProductsByCompanyId',
    search: '/item/v1/search',
    addNewItem: '/item/v1/addNewItem',
    updateItem: '/item/v1/updateItem',
    setModifiedCategories: '/item/v1/setModifiedCategories',
    setModifiedCategoryPermissions: '/item/v1/setModifiedCategoryPermissions',
    /** Ours, admin: Categories Management — every category with its product total, and its edits. */
    getAdminCategories: '/item/v1/getAdminCategories',
    addCategory: '/item/v1/addCategory',
    updateCategory: '/item/v1/updateCategory',
    deleteCategory: '/item/v1/deleteCategory',
    /** Ours, admin: every store's products, newest first, filtered and paged (Products Management). */
    getAdminItems: '/item/v1/getAdminItems',
    /** Ours, admin: hide or show several products of any store. */
    setAdminItemsStatus: '/item/v1/setAdminItemsStatus',
    /** Ours, admin: delete several products (restorable for DELETED_ITEM_RETENTION_DAYS), or restore them. */
    deleteAdminItems: '/item/v1/deleteAdminItems',
    restoreAdminItems: '/item/v1/restoreAdminItems',
  },
  merchant: {
    /** Spec §7: the seller's own products, 12 per page by offset; ours adds status and text filters. */
    getItemListByPage: '/merchant/v1/getItemListByPage',
    /** Ours: hide or show several own products at once. */
    setItemsStatus: '/merchant/v1/setItemsStatus',
    /** Ours: the figures of the panel's home page. */
    getDashboard: '/merchant/v1/getDashboard',
    /** Ours: the leaf categories this seller may list products in (admin permissions applied). */
    getPermittedCategories: '/merchant/v1/getPermittedCategories',
    /** Ours: QR codes for guest uploads (a seller's own; an admin's: all), see qr-codes.ts. */
    createQrCode: '/merchant/v1/createQrCode',
    getQrCodes: '/merchant/v1/getQrCodes',
    revokeQrCode: '/merchant/v1/revokeQrCode',
  },
  /** Ours: the seller's catalogue tools: bulk edits, archive, duplicate, CSV export and import (catalogue-tools.ts). */
  catalogueTools: {
    bulkEditItems: '/merchant/v1/bulkEditItems',
    archiveItems: '/merchant/v1/archiveItems',
    restoreItems: '/merchant/v1/restoreItems',
    deleteItems: '/merchant/v1/deleteItems',
    duplicateItem: '/merchant/v1/duplicateItem',
    exportItemsCsv: '/merchant/v1/exportItemsCsv',
    importItemsCsv: '/merchant/v1/importItemsCsv',
    getImport: '/merchant/v1/getImport',
  },
  cart: CART_PATHS,
  /** Ours: checkout, orders, delivery options and custom-order offers (orders.ts). */
  order: {
    getDeliveryOptions: '/order/v1/getDeliveryOptions',
    updateDeliveryOptions: '/order/v1/updateDeliveryOptions',
    previewCheckout: '/order/v1/previewCheckout',
    placeOrder: '/order/v1/placeOrder',
    getMyOrders: '/order/v1/getMyOrders',
    getOrder: '/order/v1/getOrder',
    changeOrderStatus: '/order/v1/changeOrderStatus',
    getStoreOrders: '/order/v1/getStoreOrders',
    getStoreOrderCounts: '/order/v1/getStoreOrderCounts',
    changeOrdersStatus: '/order/v1/changeOrdersStatus',
    getAdminOrders: '/order/v1/getAdminOrders',
    sendOffer: '/order/v1/sendOffer',
    replaceOffer: '/order/v1/replaceOffer',
    withdrawOffer: '/order/v1/withdrawOffer',
    acceptOffer: '/order/v1/acceptOffer',
    getChatOffers: '/order/v1/getChatOffers',
  },
  /** Ours: an item's price, stock, SKU and on/off per combination of one or two of its attributes (variations.ts). */
  variation: {
    getItemVariations: '/variation/v1/getItemVariations',
    setItemVariations: '/variation/v1/setItemVariations',
  },
  /** Ours: a buyer's help request on an order, the seller's and the admins' answers to it (help.ts). */
  help: {
    openHelpRequest: '/help/v1/openHelpRequest',
    getOrderHelpRequests: '/help/v1/getOrderHelpRequests',
    getChatHelpRequests: '/help/v1/getChatHelpRequests',
    resolveHelpRequest: '/help/v1/resolveHelpRequest',
    escalateHelpRequest: '/help/v1/escalateHelpRequest',
    getAdminHelpRequests: '/help/v1/getAdminHelpRequests',
    closeHelpRequest: '/help/v1/closeHelpRequest',
  },
  /** Ours: reviews of delivered order lines (reviews.ts). */
  review: {
    getItemReviews: '/review/v1/getItemReviews',
    getStoreScore: '/review/v1/getStoreScore',
    saveReview: '/review/v1/saveReview',
    getOrderReviews: '/review/v1/getOrderReviews',
    getStoreReviews: '/review/v1/getStoreReviews',
    replyReview: '/review/v1/replyReview',
    getAdminReviews: '/review/v1/getAdminReviews',
    setReviewHidden: '/review/v1/setReviewHidden',
  },
  /** Ours: a buyer's hearts and followed stores (favourites.ts). */
  favourite: {
    setFavourite: '/favourite/v1/setFavourite',
    setFollow: '/favourite/v1/setFollow',
    getMarks: '/favourite/v1/getMarks',
    getFavourites: '/favourite/v1/getFavourites',
    getFollows: '/favourite/v1/getFollows',
  },
  /** Ours: the seller's promotions of products, the admin's approval, the promoted places (promotions.ts). */
  promotion: {
    createPromotion: '/promotion/v1/createPromotion',
    cancelPromotion: '/promotion/v1/cancelPromotion',
    getStorePromotions: '/promotion/v1/getStorePromotions',
    getAdminPromotions: '/promotion/v1/getAdminPromotions',
    decidePromotion: '/promotion/v1/decidePromotion',
    getPromotedItems: '/promotion/v1/getPromotedItems',
    registerPromotionEvents: '/promotion/v1/registerPromotionEvents',
  },
  /** Ours: payments of the checkouts, refunds, cash collected, the enabled methods (payments.ts). */
  payment: {
    getPaymentStatus: '/payment/v1/getPaymentStatus',
    /** A gateway's callback; `:provider` is its PaymentMethod (TEST_CARD, EPOINT). */
    callback: '/payment/v1/callback/:provider',
    refundOrder: '/payment/v1/refundOrder',
    markCashCollected: '/payment/v1/markCashCollected',
    getPaymentMethods: '/payment/v1/getPaymentMethods',
    getPaymentSettings: '/payment/v1/getPaymentSettings',
    updatePaymentSettings: '/payment/v1/updatePaymentSettings',
  },
  company: {
    getCompany: '/company/v1/getCompany',
    getCompanyIdByName: '/company/v1/getCompanyIdByName',
    /** Admin: activate or deactivate a store. */
    updateCompanyStatus: '/company/v1/updateCompanyStatus',
    /** Ours, admin: mark a store premium or not. */
    updateCompanyPremium: '/company/v1/updateCompanyPremium',
    /** Ours, admin: one store with its products by category (the partner details). */
    getAdminPartner: '/company/v1/getAdminPartner',
    /** Ours, admin: approve a store or reject it with a reason (the review queue). */
    reviewCompany: '/company/v1/reviewCompany',
  },
  mobile: {
    /** Admin: stores and schedules a notification (spec §5 notification JSON). */
    setAdminNotifications: '/mobile/v1/setAdminNotifications',
    /** Ours, admin: scheduled, sent and cancelled notifications, paged. */
    getAdminNotifications: '/mobile/v1/getAdminNotifications',
    /** Ours, admin: cancels a notification that is still scheduled. */
    cancelAdminNotification: '/mobile/v1/cancelAdminNotification',
    /** Ours: the signed-in account's inbox (paged), its unread count, and marking read. */
    getNotifications: '/mobile/v1/getNotifications',
    getUnreadNotificationCount: '/mobile/v1/getUnreadNotificationCount',
    markNotificationsRead: '/mobile/v1/markNotificationsRead',
    /** Ours: registers this browser's push subscription; answers its notifyToken. */
    setNotifyToken: '/mobile/v1/setNotifyToken',
  },
  admin: {
    /** Ours, admin: the audit log of admin actions, filtered and paged. */
    getAuditLog: '/admin/v1/getAuditLog',
    /** Ours, admin: every account, searched and paged (the Users section), and blocking one. */
    getUsers: '/admin/v1/getUsers',
    setAccountBlocked: '/admin/v1/setAccountBlocked',
  },
  /** Ours: the sellers' money — Earnings (the seller's ledger), Payouts and commission rates (admin) (ledger.ts). */
  ledger: {
    getEarnings: '/ledger/v1/getEarnings',
    getLedgerEntries: '/ledger/v1/getLedgerEntries',
    exportLedger: '/ledger/v1/exportLedger',
    getPayoutStores: '/ledger/v1/getPayoutStores',
    getStorePayouts: '/ledger/v1/getStorePayouts',
    markPayoutPaid: '/ledger/v1/markPayoutPaid',
    addLedgerAdjustment: '/ledger/v1/addLedgerAdjustment',
    getCommissionRates: '/ledger/v1/getCommissionRates',
    setCommissionRate: '/ledger/v1/setCommissionRate',
  },
  /** Ours: product page views as counted for the statistics, the seller's and the admin's statistics (statistics.ts). */
  statistics: {
    recordView: '/statistics/v1/recordView',
    getStoreStatistics: '/statistics/v1/getStoreStatistics',
    getMarketStatistics: '/statistics/v1/getMarketStatistics',
  },
  direct: {
    /** A push to the browsers behind the given notifyTokens. */
    sendNotify: '/direct/v1/sendNotify',
    /** Spec §7: the custom-order chat id of the caller and an item (chats.ts). */
    getItemContact: '/direct/v1/getItemContact',
  },
  /** Ours: the chats (chats.ts); live delivery over the WebSocket at `live` (chat-live.ts). */
  chat: {
    live: '/chat/v1/live',
    sendSupportMessage: '/chat/v1/sendSupportMessage',
    getSupportMessages: '/chat/v1/getSupportMessages',
    markSupportRead: '/chat/v1/markSupportRead',
    sendMessage: '/chat/v1/sendMessage',
    getMessages: '/chat/v1/getMessages',
    markRead: '/chat/v1/markRead',
    getConversations: '/chat/v1/getConversations',
    getConversation: '/chat/v1/getConversation',
    getUnreadCount: '/chat/v1/getUnreadCount',
    /** Admin: the Support inbox. */
    getSupportChats: '/chat/v1/getSupportChats',
    getSupportChat: '/chat/v1/getSupportChat',
    replySupport: '/chat/v1/replySupport',
    assignSupportChat: '/chat/v1/assignSupportChat',
    setSupportChatStatus: '/chat/v1/setSupportChatStatus',
    setChatBlocked: '/chat/v1/setChatBlocked',
    /** The messaging bot's replies (a secret in the X-Telegram-Bot-Api-Secret-Token header). */
    botWebhook: '/chat/v1/botWebhook',
  },
  media: {
    /** tus: POST creates an upload, PATCH/HEAD/DELETE on `upload/:id` continue it. */
    upload: '/media/v1/upload',
    uploadById: '/media/v1/upload/:id',
    uploads: '/media/v1/uploads',
    uploadRecord: '/media/v1/uploads/:id',
    qr: '/media/v1/qr',
    qrGallery: '/media/v1/qr/:qrCode',
    /** Finished files (`/media/covers/…`, `/media/images/…`). */
    files: '/media/*',
  },
  /**
   * Ours: the test gateway (test-gateway.ts), a bank our own server plays: its hosted page's calls, the
   * merchant's (Bearer key) and the test-only fault switch. All answer 404 while the gateway is off.
   */
  testGateway: {
    getSession: '/test-gateway/v1/getSession',
    decide: '/test-gateway/v1/decide',
    confirm: '/test-gateway/v1/confirm',
    createSession: '/test-gateway/v1/createSession',
    getStatus: '/test-gateway/v1/getStatus',
    capture: '/test-gateway/v1/capture',
    void: '/test-gateway/v1/void',
    refund: '/test-gateway/v1/refund',
    setFaults: '/test-gateway/v1/setFaults',
  },
  localization: {
    /** The translation catalogue of one language. */
    catalogue: '/localization/:lng/translation.json',
  },
  /** Ours: a seller's coupon codes and sales, the admins' view and stop (coupons.ts). */
  coupon: {
    getStoreCoupons: '/coupon/v1/getStoreCoupons',
    createCoupon: '/coupon/v1/createCoupon',
    stopCoupon: '/coupon/v1/stopCoupon',
    getStoreSales: '/coupon/v1/getStoreSales',
    createSale: '/coupon/v1/createSale',
    stopSale: '/coupon/v1/stopSale',
    getAdminCoupons: '/coupon/v1/getAdminCoupons',
    adminStopCoupon: '/coupon/v1/adminStopCoupon',
    getAdminSales: '/coupon/v1/getAdminSales',
    adminStopSale: '/coupon/v1/adminStopSale',
  },
  health: {
    ready: '/healthz',
    live: '/healthz/live',
  },
} as const;

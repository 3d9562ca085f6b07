import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_ERROR_CODES, PAYMENT_ERROR_CODES, type CheckoutQuote } from '@marketplace/contract';
import {
  Button,
  CheckoutForm,
  CouponCodeField,
  EmptyState,
  PriceChangedStep,
  Skeleton,
  type CheckoutSubmission,
} from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { useCheckoutQuote, usePlaceOrder } from '../../data/orders.ts';
import { usePaymentMethods } from '../../data/payments.ts';
import { useClientInfo } from '../../data/profile.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { readBuyerCity, rememberBuyerCity } from '../../storage/buyerCity.ts';
import { followPaymentAction } from './followPaymentAction.ts';
import { seenOf } from './seenOf.ts';

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function CheckoutPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton rounded="xl" className="h-40 w-full" />
      <Skeleton rounded="xl" className="h-56 w-full" />
    </div>
  );
}

/** A refusal's field messages, translated where the server named a code we know. */
function fieldErrorsOf(fields: Record<string, string> | undefined, t: (key: string[]) => string) {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, t([`errors.${text}`, text])]));
}

function Checkout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The city chosen before (here or on a product page) is where the checkout starts.
  const [city, setCity] = useState<string | null>(readBuyerCity);
  // Coupons: the code the buyer gave each store (by store id); the quote prices them.
  const [codes, setCodes] = useState<Record<string, string>>({});
  const quote = useCheckoutQuote(
    city,
    Object.entries(codes).map(([storeId, code]) => ({ storeId, code })),
  );
  const methods = usePaymentMethods();
  const account = useClientInfo();
  // A card payment's page is opening: the form stays busy until the browser has left.
  const [leaving, setLeaving] = useState(false);
  // Back from the gateway's page by the browser's Back button (a page kept in memory): ready again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  // What the server answered instead of placing: the cart as it is now, for the buyer to look at.
  const [changed, setChanged] = useState<CheckoutQuote | null>(null);
  // One key per checkout try: a double click or a retry after a lost answer places it once.
  const key = useRef(newKey());
  const place = usePlaceOrder({
    onSuccess: (answer) => {
      if (answer.kind === 'PLACED') {
        void navigate(`/profile/orders?placed=${encodeURIComponent(answer.groupId)}`);
        return;
      }
      // A card: nothing is placed yet, the cart stays; the gateway brings the buyer back to the payment's page.
      setLeaving(true);
      followPaymentAction(answer.action);
    },
  });

  if (quote.isPending || methods.isPending) return <CheckoutPlaceholder />;
  if (quote.isError || !quote.data || methods.isError || !methods.data) {
    return (
      <EmptyState
        title={t('orders.checkout.loadFailed')}
        action={
          <Button onClick={() => void Promise.all([quote.refetch(), methods.refetch()])}>{t('cart.loadFailed.retry')}</Button>
        }
      />
    );
  }
  if (quote.data.stores.length === 0) {
    return (
      <EmptyState
        title={t('cart.empty.title')}
        description={t('cart.empty.description')}
        action={
          <Button asChild>
            <a href="/">{t('cart.empty.action')}</a>
          </Button>
        }
      />
    );
  }

  const shown = quote.data;
  if (changed) {
    return (
      <PriceChangedStep
        quote={changed}
        onAccept={() => {
          setChanged(null);
          void quote.refetch();
        }}
        onBackToCart={() => void navigate('/cart')}
      />
    );
  }

  // Coupons: only the codes that gave their store a discount go with the order (the server checks them again).
  const coupons = shown.stores.flatMap((store) =>
    store.coupon && store.coupon.problem === null ? [{ storeId: store.storeId, code: store.coupon.code }] : [],
  );
  const submit = (submission: CheckoutSubmission) =>
    place
      .mutateAsync({ request: { ...submission, coupons, seen: seenOf(shown, submission) }, idempotencyKey: key.current })
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === ORDER_ERROR_CODES.CHECKOUT_CHANGED) {
          // A new look at the cart is a new try: it gets its own key.
          key.current = newKey();
          setChanged((error.details?.quote as CheckoutQuote | undefined) ?? shown);
        }
        // The method was turned off meanwhile: the form offers what is offered now (the message says why).
        if (isApiError(error) && error.code === PAYMENT_ERROR_CODES.PAYMENT_METHOD_NOT_OFFERED) void methods.refetch();
      });

  const error = place.error;
  const showsOwnStep = isApiError(error) && error.code === ORDER_ERROR_CODES.CHECKOUT_CHANGED;
  return (
    <CheckoutForm
      quote={shown}
      paymentMethods={methods.data.methods}
      initialValues={{
        name: [account.data?.name, account.data?.lastname].filter(Boolean).join(' '),
        phone: account.data?.phoneNumber ?? '',
        ...(city ? { city } : {}),
      }}
      onCityChange={(next) => {
        setCity(next);
        rememberBuyerCity(next);
      }}
      onSubmit={submit}
      storeExtra={(store) => (
        <CouponCodeField
          key={store.storeId}
          storeName={store.storeName}
          coupon={store.coupon}
          busy={quote.isFetching && codes[store.storeId] !== store.coupon?.code}
          onApply={(code) => setCodes((current) => ({ ...current, [store.storeId]: code }))}
          onRemove={() =>
            setCodes((current) => Object.fromEntries(Object.entries(current).filter(([storeId]) => storeId !== store.storeId)))
          }
        />
      )}
      placing={place.isPending || leaving}
      errors={isApiError(error) ? fieldErrorsOf(error.fields, t) : undefined}
      message={
        error && !showsOwnStep
          ? t([`errors.${isApiError(error) ? error.code : 'UNEXPECTED_RESPONSE'}`, 'orders.checkout.failed'])
          : null
      }
    />
  );
}

/** The signed-in buyer's checkout, read and placed through the data layer (its own lazily loaded chunk). */
export default function CheckoutContent() {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <Checkout />
    </SiteQueryProvider>
  );
}

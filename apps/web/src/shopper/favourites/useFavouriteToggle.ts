import { createElement, useEffect, useRef, useState } from 'react';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { isApiError } from '../../api/ApiError.ts';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { favouriteCalls } from '../../data/favouriteCalls.ts';
import { showToast } from '../frame/toasts.ts';
import { useShopperAccount } from '../ShopperAccount.tsx';
import { FavouriteFailedToast } from './FavouriteFailedToast.tsx';

export interface FavouriteToggle {
  on: boolean;
  pending: boolean;
  /** The count after the buyer's own change (the page's figure until then). */
  count: number;
  toggle: () => void;
}

/**
 * A heart or a follow on a server-rendered page: the buyer's own mark is read after hydration (the
 * page's HTML, which the page cache shares with everyone, never has it). A guest's press opens the
 * sign-in and comes back here; a seller's does nothing (hearts and follows are a buyer's).
 */
function useToggle(kind: 'item' | 'store', id: string, initialCount: number): FavouriteToggle {
  const session = useStoredSession();
  const { openLogin } = useShopperAccount();
  const buyer = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.CLIENT;
  const [on, setOn] = useState(false);
  const [pending, setPending] = useState(false);
  const [count, setCount] = useState(initialCount);
  // A press decides the state: a marks answer arriving after it is older news.
  const pressed = useRef(false);

  useEffect(() => setCount(initialCount), [initialCount]);
  useEffect(() => {
    if (!buyer) {
      setOn(false);
      return;
    }
    const controller = new AbortController();
    favouriteCalls
      .marks(kind === 'item' ? [id] : [], kind === 'store' ? [id] : [], controller.signal)
      .then((marks) => {
        if (!pressed.current) setOn((kind === 'item' ? marks.itemIds : marks.storeIds).includes(id));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [buyer, kind, id]);

  const toggle = () => {
    if (!isLoggedInToken(session.token)) {
      openLogin();
      return;
    }
    if (!buyer || pending) return;
    pressed.current = true;
    const next = !on;
    setOn(next);
    setPending(true);
    const call =
      kind === 'item'
        ? favouriteCalls.setFavourite(id, next).then((answer) => answer.favCount)
        : favouriteCalls.setFollow(id, next).then((answer) => answer.followers);
    call
      .then((figure) => setCount(figure))
      .catch((error: unknown) => {
        setOn(!next);
        if (isApiError(error) && error.status === 401) openLogin();
        else showToast('error', createElement(FavouriteFailedToast, { error }));
      })
      .finally(() => setPending(false));
  };

  return { on, pending, count, toggle };
}

export const useFavouriteToggle = (itemId: string, favCount: number) => useToggle('item', itemId, favCount);
export const useFollowToggle = (storeId: string, followers: number) => useToggle('store', storeId, followers);

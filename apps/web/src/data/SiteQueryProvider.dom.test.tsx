import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { clearSession, saveSession } from '../auth/sessionStore.ts';
import { createQueryClient } from './queryClient.ts';
import { SiteQueryProvider } from './SiteQueryProvider.tsx';

/** A profile read that answers whoever is signed in at the time of the read. */
let signedIn = 'Aysel';
let reads = 0;

function OwnName() {
  const profile = useQuery({
    queryKey: ['profile', 'own'],
    queryFn: async () => {
      reads += 1;
      return signedIn;
    },
    staleTime: Infinity,
  });
  return <output aria-label="name">{profile.data ?? 'loading'}</output>;
}

const name = () => screen.getByRole('status', { name: 'name' });

describe('SiteQueryProvider', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    reads = 0;
  });

  it("drops one account's data when another signs in, even data that would still be fresh", async () => {
    saveSession({ token: 'token-of-aysel-0123456789', type: ACCOUNT_TYPE.MERCHANT, id: 'a1' });
    signedIn = 'Aysel';
    render(
      <SiteQueryProvider>
        <OwnName />
      </SiteQueryProvider>,
    );
    await waitFor(() => expect(name()).toHaveTextContent('Aysel'));

    signedIn = 'Murad';
    act(() => saveSession({ token: 'token-of-murad-0123456789', type: ACCOUNT_TYPE.MERCHANT, id: 'm1' }));

    await waitFor(() => expect(name()).toHaveTextContent('Murad'));
    expect(reads).toBe(2);
  });

  it('keeps a long-lived client for the same session across mounts, and drops it after a sign-out', async () => {
    const client = createQueryClient();
    saveSession({ token: 'token-of-aysel-0123456789', type: ACCOUNT_TYPE.CLIENT, id: 'a1' });
    signedIn = 'Aysel';
    const mount = () =>
      render(
        <SiteQueryProvider client={client}>
          <OwnName />
        </SiteQueryProvider>,
      );

    const first = mount();
    await waitFor(() => expect(name()).toHaveTextContent('Aysel'));
    first.unmount();
    const second = mount();
    expect(name()).toHaveTextContent('Aysel');
    expect(reads).toBe(1);
    second.unmount();

    clearSession();
    saveSession({ token: 'token-of-murad-0123456789', type: ACCOUNT_TYPE.CLIENT, id: 'm1' });
    signedIn = 'Murad';
    mount();
    // Never shows the previous account's name, not even for a moment.
    expect(name()).not.toHaveTextContent('Aysel');
    await waitFor(() => expect(name()).toHaveTextContent('Murad'));
  });
});

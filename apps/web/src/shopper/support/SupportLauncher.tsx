import { useState } from 'react';
import { SupportButton } from '@marketplace/design-system';
import { useLoadedAfterMount } from '../frame/useLoadedAfterMount.ts';

const loadSupportFrame = async () => (await import('./SupportFrame.tsx')).SupportFrame;

export interface SupportLauncherProps {
  whatsappHref: string | null;
  raised: boolean;
  /** When the page's frame mounted (`Date.now()`). */
  mountedAt: number;
}

/**
 * The floating support button as the first load has it: the button alone. Its welcome bubble and
 * chat show nothing before the page is interactive, so their code is fetched after hydration; a
 * press before that is remembered and opens the chat once it is there.
 */
export function SupportLauncher({ whatsappHref, raised, mountedAt }: SupportLauncherProps) {
  const Frame = useLoadedAfterMount(loadSupportFrame);
  const [openAsked, setOpenAsked] = useState(false);
  if (Frame) return <Frame whatsappHref={whatsappHref} raised={raised} mountedAt={mountedAt} openAsked={openAsked} />;
  return <SupportButton onClick={() => setOpenAsked(true)} expanded={false} raised={raised} />;
}

import { cva, type VariantProps } from 'class-variance-authority';

/** From `sm` up every size is a card centred in the viewport (after the phone placement, which it overrides). */
const centredCard = 'sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl';
/** On phones small dialogs are a full-width sheet resting on the bottom edge. */
const phoneSheet = 'w-full inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl sm:inset-x-auto sm:bottom-auto sm:max-h-[85dvh]';
/** On phones large dialogs (a long form) take the whole screen. */
const phoneScreen = 'w-full inset-0 h-dvh sm:inset-auto';

export const dialogContentVariants = cva('fixed z-50 flex flex-col bg-surface text-ink shadow-xl focus-visible:outline-none', {
  variants: {
    size: {
      sm: [phoneSheet, 'sm:max-w-sm', centredCard],
      md: [phoneSheet, 'sm:max-w-lg', centredCard],
      lg: [phoneSheet, 'sm:max-w-2xl', centredCard],
      xl: [phoneScreen, 'sm:h-auto sm:max-h-[85dvh] sm:max-w-4xl', centredCard],
      full: [phoneScreen, 'sm:h-[calc(100dvh-2rem)] sm:max-w-6xl', centredCard],
      /** A sheet along the start edge at every width (a navigation drawer). */
      drawer: 'inset-y-0 start-0 h-dvh w-72 max-w-[85vw]',
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogSize = NonNullable<VariantProps<typeof dialogContentVariants>['size']>;

/** Sizes shown as a bottom sheet on phones (with a grab handle); the others fill the phone's screen. */
export const isPhoneSheet = (size: DialogSize) => size === 'sm' || size === 'md' || size === 'lg';

/**
 * Dependencies the stories reach only through lazily imported or late-found modules. Vite would
 * discover them mid-run and reload the page, failing the first run on a cold cache; bundled up
 * front, it never has to.
 */
export const PREBUNDLED_DEPENDENCIES = [
  '@radix-ui/react-slot',
  // The icon set's drawings (primitives/Icon), imported by name from its one module.
  'lucide',
  '@radix-ui/react-dialog',
  '@radix-ui/react-popover',
  '@radix-ui/react-checkbox',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@tiptap/react',
  '@tiptap/starter-kit',
  'react-hook-form',
  '@hookform/resolvers/zod',
  // The password rule's estimator, which the auth popup loads when its password step opens.
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  // The chats' relative dates: date-fns' functions and the four languages' locales, module by module.
  'date-fns/formatDistance',
  'date-fns/subMonths',
  'date-fns/locale/az',
  'date-fns/locale/en-US',
  'date-fns/locale/ru',
  'date-fns/locale/tr',
];

/**
 * The storybook project's second run: a handful of stories in a Chromium whose system fonts are a
 * deliberately different one, compared with the same baselines. It passes only while every letter
 * a story draws comes from the bundled web fonts, never from a font of the machine.
 */
export const OTHER_FONTS_PROJECT = 'storybook (other system fonts)';

/**
 * Stories that draw every face in Azerbaijani, English and Russian, monospace ids and dates, and
 * sample pictures. Not the tokens' page: its glyph check tells a face's own letters from fallback
 * ones by measuring them over two different generic families, which are one face in this run.
 */
export const OTHER_FONTS_STORIES = [
  'design-system/src/widgets/AuditLog/AuditLog.stories.tsx',
  'design-system/src/widgets/CartView/CartView.stories.tsx',
  'design-system/src/widgets/HomeSections/HomeSections.stories.tsx',
];

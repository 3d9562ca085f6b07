import { describe, expect, it } from 'vitest';
import tailwindConfig from '../../../../tailwind.config.ts';
import { FIRST_PAINT_STACKS, firstPaintFontsCss } from './firstPaintFonts.ts';

const WEB_FONTS = ['"Source Sans 3 Variable"', '"Lora Variable"'];

describe('first paint fonts', () => {
  it('are the design stacks without the web fonts, fallbacks in the same order', () => {
    const families = tailwindConfig.theme?.fontFamily as Record<'sans' | 'display', string[]>;
    expect(FIRST_PAINT_STACKS.sans).toEqual(families.sans.filter((family) => !WEB_FONTS.includes(family)));
    expect(FIRST_PAINT_STACKS.display).toEqual(families.display.filter((family) => !WEB_FONTS.includes(family)));
  });

  it('cover the body and both font utilities, and name no web font', () => {
    const css = firstPaintFontsCss();
    expect(css).toContain('body,.font-sans{font-family:"Manat Sign","Source Sans 3 Fallback"');
    expect(css).toContain('.font-display{font-family:"Manat Sign","Lora Fallback"');
    for (const family of WEB_FONTS) expect(css).not.toContain(family);
  });
});

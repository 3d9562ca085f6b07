/** A code point no font draws (private use, plane 16): it measures as the "missing glyph" box. */
const UNDRAWABLE = '\u{10FFFD}';

/**
 * Characters of `text` that `family` does not draw itself. A glyph the font has measures
 * the same whatever the fallback behind it; a missing one takes the fallback's width, or,
 * when no installed font has it either, the width of the "missing glyph" box.
 */
export async function glyphsMissingFrom(family: string, text: string, size = 48): Promise<string[]> {
  await document.fonts.load(`${size}px "${family}"`, text);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('2D canvas is unavailable');
  const width = (fallback: string, character: string) => {
    context.font = `${size}px "${family}", ${fallback}`;
    return context.measureText(character).width;
  };
  const missingGlyphWidth = width('monospace', UNDRAWABLE);
  const drawnByFamily = (character: string) => {
    const overMonospace = width('monospace', character);
    return overMonospace === width('serif', character) && overMonospace !== missingGlyphWidth;
  };
  return [...new Set([...text])].filter((character) => character.trim() !== '' && !drawnByFamily(character));
}

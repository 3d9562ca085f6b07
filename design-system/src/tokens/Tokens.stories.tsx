import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { palette } from '../../../tailwind.config.ts';
import { ColourScales, SemanticColours, Shape, Typography } from './Tokens.tsx';
import { glyphsMissingFrom } from './glyphCoverage.ts';
import { MONO_SAMPLE, REQUIRED_LETTERS } from './tokenSamples.ts';

const meta = {
  title: 'Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

export const Colours: Story = {
  render: () => (
    <div className="space-y-10">
      <ColourScales />
      <SemanticColours />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Utility classes come from the same tokens the swatches show.
    const probe = document.createElement('div');
    probe.className = 'bg-brand-600 text-ink';
    canvasElement.append(probe);
    await expect(getComputedStyle(probe).backgroundColor).toBe(hexToRgb(palette.brand[600]));
    probe.remove();
    await expect(getComputedStyle(document.body).backgroundColor).toBe(hexToRgb(palette.neutral[50]));
  },
};

export const TypeScale: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByTestId('glyphs-sans')).fontFamily).toContain('Source Sans 3 Variable');
    await expect(getComputedStyle(canvas.getByTestId('glyphs-display')).fontFamily).toContain('Lora Variable');
    // Every Azerbaijani, Turkish and Russian letter comes from the webfonts, not a fallback.
    await expect(await glyphsMissingFrom('Source Sans 3 Variable', REQUIRED_LETTERS)).toEqual([]);
    await expect(await glyphsMissingFrom('Lora Variable', REQUIRED_LETTERS)).toEqual([]);
    // Ids and dates set in monospace come from the bundled mono face, letters included.
    await expect(getComputedStyle(canvas.getByTestId('glyphs-mono')).fontFamily).toMatch(/^"JetBrains Mono Variable"/);
    await expect(await glyphsMissingFrom('JetBrains Mono Variable', REQUIRED_LETTERS + MONO_SAMPLE)).toEqual([]);
    // The manat sign comes from its own one-glyph face, first in both stacks.
    await expect(getComputedStyle(canvas.getByTestId('glyphs-sans')).fontFamily).toMatch(/^"Manat Sign"/);
    await expect(await glyphsMissingFrom('Manat Sign', '₼')).toEqual([]);
  },
};

export const ShapeAndSpace: Story = {
  name: 'Radii, shadows, spacing',
  render: () => <Shape />,
};

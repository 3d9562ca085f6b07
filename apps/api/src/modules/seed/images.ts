/**
 * Demo pictures drawn on the server: warm ornaments (eight-pointed stars, buta, lattices) in the
 * colours of carpets, pomegranate, saffron and Caspian turquoise, with initials in the middle.
 * Nothing is downloaded; the same inputs always give the same picture.
 */
import { lazyModules } from '../../lazy-modules.ts';

export const PALETTES = [
  { paper: '#FAF3E7', ink: '#9E2A2B', accent: '#E9A23B', deep: '#5B1A1C' },
  { paper: '#F6EEDF', ink: '#1F6F6B', accent: '#E07A3F', deep: '#123F3D' },
  { paper: '#FBF1E4', ink: '#B5452E', accent: '#2A9D8F', deep: '#5E2317' },
  { paper: '#F3E9D8', ink: '#6B3E75', accent: '#D9A441', deep: '#3B2141' },
  { paper: '#FAF0E2', ink: '#2D5D8A', accent: '#C8553D', deep: '#1B3652' },
  { paper: '#F7EBDD', ink: '#7A5C2E', accent: '#A63D40', deep: '#45331A' },
] as const;
export type Palette = (typeof PALETTES)[number];

export const PATTERNS = ['stars', 'buta', 'lattice', 'rings', 'pomegranate'] as const;
export type Pattern = (typeof PATTERNS)[number];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** Eight-pointed star (two squares), a motif of Azerbaijani carpets and tiles. */
const star = (x: number, y: number, r: number, fill: string) =>
  `<g transform="translate(${x} ${y})" fill="${fill}"><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}"/>` +
  `<rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" transform="rotate(45)"/></g>`;

/** Buta (paisley): a teardrop with a curled tip. */
const buta = (x: number, y: number, s: number, fill: string, turn: number) =>
  `<path transform="translate(${x} ${y}) rotate(${turn}) scale(${s})" fill="${fill}" ` +
  `d="M0 40 C-28 40 -34 6 -14 -14 C2 -30 18 -36 12 -52 C30 -40 34 -12 24 8 C18 26 12 40 0 40 Z"/>`;

function tile(pattern: Pattern, palette: Palette, size: number): string {
  const cells: string[] = [];
  const step = size / 6;
  for (let row = 0; row <= 6; row += 1) {
    for (let col = 0; col <= 6; col += 1) {
      const x = col * step + (row % 2 ? step / 2 : 0);
      const y = row * step;
      const colour = (row + col) % 3 === 0 ? palette.accent : palette.ink;
      if (pattern === 'stars') cells.push(star(x, y, step * 0.22, colour));
      else if (pattern === 'buta') cells.push(buta(x, y, step / 110, colour, (row * 60 + col * 30) % 360));
      else if (pattern === 'lattice')
        cells.push(
          `<rect x="${x - step * 0.25}" y="${y - step * 0.25}" width="${step * 0.5}" height="${step * 0.5}" transform="rotate(45 ${x} ${y})" fill="none" stroke="${colour}" stroke-width="${step * 0.06}"/>`,
        );
      else if (pattern === 'rings')
        cells.push(
          `<circle cx="${x}" cy="${y}" r="${step * 0.3}" fill="none" stroke="${colour}" stroke-width="${step * 0.07}"/><circle cx="${x}" cy="${y}" r="${step * 0.1}" fill="${palette.accent}"/>`,
        );
      else
        cells.push(
          `<circle cx="${x}" cy="${y + step * 0.05}" r="${step * 0.24}" fill="${colour}"/><path d="M${x - step * 0.09} ${y - step * 0.2} l${step * 0.09} ${-step * 0.12} l${step * 0.09} ${step * 0.12} Z" fill="${palette.deep}"/>`,
        );
    }
  }
  return cells.join('');
}

export interface DemoPicture {
  initials: string;
  palette: Palette;
  pattern: Pattern;
  /** Square side in pixels; wide pictures (store covers) are twice as wide. */
  size: number;
  wide?: boolean;
}

export function pictureSvg(picture: DemoPicture): string {
  const { palette, size } = picture;
  const width = picture.wide ? size * 2 : size;
  const medallion = size * 0.26;
  const cx = width / 2;
  const cy = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size}" viewBox="0 0 ${width} ${size}">
<rect width="${width}" height="${size}" fill="${palette.paper}"/>
<g opacity="0.55">${tile(picture.pattern, palette, width)}</g>
<rect x="${size * 0.04}" y="${size * 0.04}" width="${width - size * 0.08}" height="${size * 0.92}" fill="none" stroke="${palette.deep}" stroke-width="${size * 0.02}"/>
<circle cx="${cx}" cy="${cy}" r="${medallion}" fill="${palette.paper}" stroke="${palette.ink}" stroke-width="${size * 0.025}"/>
${star(cx, cy, medallion * 0.78, palette.accent).replace('<g ', '<g opacity="0.35" ')}
<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${medallion * 0.8}" fill="${palette.deep}">${escapeXml(picture.initials)}</text>
</svg>`;
}

/** The picture as a PNG (what the media service then checks, cleans and sizes). */
export async function renderPicture(picture: DemoPicture): Promise<Buffer> {
  // Loaded here, not with the module: every start checks whether to seed, few starts draw.
  const sharp = await lazyModules.sharp();
  return sharp(Buffer.from(pictureSvg(picture)))
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** Up to two letters: the first letters of the first two words, upper-cased the Azerbaijani way. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toLocaleUpperCase('az');
}

import type { MediaUploadItem } from './mediaUploadItem.ts';

/**
 * A drawn "photo" as a data URL, so stories need no files or network. Shapes only: an SVG shown
 * as an image cannot use the page's web fonts, so any text in it would be drawn with whatever
 * fonts the machine has and the screenshots would depend on them.
 */
export function samplePhoto(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 42%)"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="80" r="36" fill="hsl(45 95% 80%)"/>
<path d="M0 300 L120 150 L210 240 L280 180 L400 300 Z" fill="hsl(${hue} 35% 25%)" opacity="0.7"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleItems = {
  toy: { id: 'a', name: 'nar-oyuncagi.jpg', mediaType: 'image', previewUrl: samplePhoto(350), progress: 18, state: 'running' },
  carpet: {
    id: 'b',
    name: 'xalca-toy-masasi.png',
    mediaType: 'image',
    previewUrl: samplePhoto(20),
    progress: 64,
    state: 'running',
  },
  clip: { id: 'c', name: 'toy-gecesi.mp4', mediaType: 'video', previewUrl: null, progress: 91, state: 'running' },
  done: { id: 'd', name: 'ailə-şəkli.jpg', mediaType: 'image', previewUrl: samplePhoto(185), progress: 100, state: 'success' },
} satisfies Record<string, MediaUploadItem>;

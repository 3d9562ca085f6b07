import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woffToSfnt.ts';

const require = createRequire(import.meta.url);

/** Noto Sans Italic, from the dependencies: unlike the DejaVu faces a Debian machine draws with in every letter. */
const FACES = ['latin', 'latin-ext', 'cyrillic'].map((subset) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-400-italic.woff`),
);

const GENERIC_FAMILIES = ['sans-serif', 'serif', 'monospace', 'system-ui', 'cursive', 'fantasy', 'emoji'];

function fontsConf(directory: string): string {
  const aliases = GENERIC_FAMILIES.map(
    (family) => `  <alias binding="same"><family>${family}</family><prefer><family>Noto Sans</family></prefer></alias>`,
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${directory}</dir>`,
    `  <cachedir>${path.join(directory, 'cache')}</cachedir>`,
    // The machine's rules (antialiasing, hinting, subpixel filter) without its font folders, so the
    // web fonts are drawn exactly as in the ordinary run.
    '  <include ignore_missing="yes">/etc/fonts/conf.d</include>',
    ...aliases,
    '</fontconfig>',
    '',
  ].join('\n');
}

/**
 * The environment for a Chromium whose only system font is Noto Sans Italic: a fontconfig file of
 * its own (FONTCONFIG_FILE) that reads none of the machine's font folders and answers every generic
 * family and every fallback with that face.
 */
export function otherFontsEnvironment(
  directory = path.join(os.tmpdir(), 'storybook-other-system-fonts'),
): Record<string, string> {
  mkdirSync(directory, { recursive: true });
  for (const face of FACES)
    writeFileSync(path.join(directory, `${path.basename(face, '.woff')}.ttf`), woffToSfnt(readFileSync(face)));
  const file = path.join(directory, 'fonts.conf');
  writeFileSync(file, fontsConf(directory));
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(inherited), FONTCONFIG_FILE: file };
}

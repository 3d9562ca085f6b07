import { describe, expect, it } from 'vitest';
import evasions from './corpus/evasions.json';
import harmless from './corpus/harmless.json';
import { maskContacts } from './mask.ts';
import { normalise } from './normalise.ts';

/**
 * The masking measured over messages as people write them: contacts written to slip past a filter
 * (corpus/evasions.json: az, ru, en and tr, each with the parts of its contacts that must be gone:
 * a phone's last seven digits, an address's name, a handle) and messages with numbers, words and
 * signs that are no contact (corpus/harmless.json). Recall is the share of evasions whose every
 * contact is gone; false positives the share of harmless messages changed at all.
 */

interface Evasion {
  text: string;
  hidden: string[];
}

/** A text as its letters and digits, however they were written: "050 123•45 67" and "sıfır beş…" read as digits. */
const bare = (text: string) =>
  normalise(text)
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The parts of an evasion's contacts still readable after masking, or none. */
function leaked({ text, hidden }: Evasion): string[] {
  const masked = maskContacts(text);
  const left = bare(masked.text);
  const shown = hidden.filter((part) => left.includes(bare(part)));
  return masked.masked ? shown : hidden;
}

const percent = (count: number, of: number) => `${Math.round((count / of) * 1000) / 10}%`;

describe('the masking over the corpus', () => {
  it('holds enough messages of each kind, none twice', () => {
    expect(evasions.length).toBeGreaterThanOrEqual(130);
    expect(harmless.length).toBeGreaterThanOrEqual(130);
    expect(new Set(evasions.map((evasion) => evasion.text)).size).toBe(evasions.length);
    expect(new Set(harmless).size).toBe(harmless.length);
    // Every evasion names what must be gone, and it is there before masking.
    for (const evasion of evasions) {
      expect(evasion.hidden.length, evasion.text).toBeGreaterThan(0);
      for (const part of evasion.hidden) expect(bare(evasion.text), evasion.text).toContain(bare(part));
    }
  });

  it('hides every contact of nearly every evasion and changes nearly no harmless message', () => {
    const missed = evasions.filter((evasion) => leaked(evasion).length > 0);
    const changed = harmless.filter((text) => maskContacts(text).text !== text);
    const caught = evasions.length - missed.length;
    console.log(
      `masking recall ${caught}/${evasions.length} (${percent(caught, evasions.length)}), ` +
        `false positives ${changed.length}/${harmless.length} (${percent(changed.length, harmless.length)})`,
    );
    for (const evasion of missed)
      console.log(`  missed: ${JSON.stringify(evasion.text)} → ${JSON.stringify(maskContacts(evasion.text).text)}`);
    for (const text of changed) console.log(`  changed: ${JSON.stringify(text)} → ${JSON.stringify(maskContacts(text).text)}`);
    expect(caught / evasions.length).toBeGreaterThanOrEqual(0.95);
    expect(changed.length / harmless.length).toBeLessThanOrEqual(0.02);
  });
});

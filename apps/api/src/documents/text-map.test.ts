import { describe, expect, it } from 'vitest';
import { glyphTexts } from './text-map.ts';

// Glyph counts as Sarabun shapes them: ำ is two glyphs (NIKHAHIT, SARA AA), ้ำ after a
// consonant is one ligature and SARA AA, and "fi" is one glyph.
const counts: Record<string, number> = { ตำ: 3, บ: 1, ล: 1, น้ำ: 3, f: 1, i: 1, fi: 1, o: 1 };
const countOf = (cluster: string) => counts[cluster] ?? [...cluster].length;

describe('glyphTexts', () => {
  it('gives SARA AM to the SARA AA it ends with, and NIKHAHIT nothing', () => {
    expect(glyphTexts('ตำบล', 5, countOf)).toEqual(['ต', '', 'ำ', 'บ', 'ล']);
  });

  it('maps a cluster whose glyphs match its characters one to one', () => {
    expect(glyphTexts('น้ำ', 3, countOf)).toEqual(['น', '้', 'ำ']);
    expect(glyphTexts('ที่', 3, countOf)).toEqual(['ท', 'ี', '่']);
  });

  it('gives a ligature across clusters their text together', () => {
    expect(glyphTexts('fio', 2, countOf)).toEqual(['fi', 'o']);
  });

  it('puts the whole word on its first glyph when nothing else agrees', () => {
    expect(glyphTexts('บล', 3, countOf)).toEqual(['บล', '', '']);
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchHelp, type HelpEntry } from '../../../src/domain/content/help-search';

const entries: HelpEntry[] = [
  { id: 'upload', title: 'Uploading a clip', body: ['Pick a file, pause and resume.'] },
  { id: 'refund', title: 'Refunds', body: ['A late pro means a full refund.'], keywords: ['money back'] },
  { id: 'late', title: 'What if my pro is late?', body: ['Cancel for a full refund.'] },
];

describe('help search (domain)', () => {
  it('Issue 12 an empty query lists everything, in order', () => {
    expect(searchHelp(entries, '   ')).toBe(entries);
  });

  it('Issue 12 every word must appear in the title, the text or the keywords; title matches come first', () => {
    expect(searchHelp(entries, 'refund').map((e) => e.id)).toEqual(['refund', 'late']);
    expect(searchHelp(entries, 'late pro').map((e) => e.id)).toEqual(['late', 'refund']);
    expect(searchHelp(entries, 'money back').map((e) => e.id)).toEqual(['refund']);
    expect(searchHelp(entries, 'resume').map((e) => e.id)).toEqual(['upload']);
    expect(searchHelp(entries, 'quantum')).toEqual([]);
  });

  it('Issue 12 case, accents and punctuation do not matter, and a word matches as you type it', () => {
    expect(normaliseSearchText('Réfund’s, PRO!')).toBe('refund s pro');
    expect(searchHelp(entries, 'RÉFUND').map((e) => e.id)).toEqual(['refund', 'late']);
    expect(searchHelp(entries, 'uplo').map((e) => e.id)).toEqual(['upload']);
  });
});

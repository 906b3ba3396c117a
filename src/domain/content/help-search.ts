/** A help article or a frequent question, as the help centre searches it. */
export interface HelpEntry {
  readonly id: string;
  readonly title: string;
  /** The answer or the article's text, as plain paragraphs. */
  readonly body: readonly string[];
  /** Words a person might type that the text does not use (e.g. "money back" for refunds). */
  readonly keywords?: readonly string[];
}

/** Lower case, accents dropped, punctuation as spaces: "Réfund’s" and "refunds" meet. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The entries matching what was typed, as you type: every word must appear (as the start of a
 * word or inside one) in the title, the text or the keywords; title matches first, then the
 * original order. An empty query matches everything.
 */
export function searchHelp<T extends HelpEntry>(entries: readonly T[], query: string): readonly T[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  return entries
    .map((entry, order) => {
      const title = normaliseSearchText(entry.title);
      const everything = `${title} ${normaliseSearchText(entry.body.join(' '))} ${normaliseSearchText((entry.keywords ?? []).join(' '))}`;
      if (!words.every((word) => everything.includes(word))) return null;
      return { entry, order, inTitle: words.every((word) => title.includes(word)) };
    })
    .filter((hit): hit is NonNullable<typeof hit> => hit !== null)
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order)
    .map((hit) => hit.entry);
}

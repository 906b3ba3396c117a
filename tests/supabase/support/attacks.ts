import { it } from 'vitest';

/**
 * The policy tests' attack count: each attack is a test that counts itself, tried when it starts
 * and refused when every expectation in it held. A file prints `attacks` (and checks every one was
 * refused) once its attacks have run.
 */
export function attackCounter(): {
  attacks: { tried: number; refused: number };
  /** Every attack's title, in the order declared (a file may check each one ran). */
  titles: string[];
  attack: (title: string, run: () => Promise<void>) => void;
} {
  const attacks = { tried: 0, refused: 0 };
  const titles: string[] = [];
  const attack = (title: string, run: () => Promise<void>): void => {
    titles.push(title);
    it(title, async () => {
      attacks.tried += 1;
      await run();
      attacks.refused += 1;
    });
  };
  return { attacks, titles, attack };
}

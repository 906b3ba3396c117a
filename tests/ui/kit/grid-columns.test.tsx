import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Columns, PlainList } from '../../../src/ui/kit/layout';
import { StatGrid } from '../../../src/ui/kit/stat-tile';
import { theme } from '../../../src/ui/kit/theme';

/** The column template a grid gets from 720 px: the last of its class's rules inside the kit's `md` media query. */
function columnsFromMd(element: HTMLElement): string | null {
  const classes = [...element.classList].map((name) => `.${name}`);
  let template: string | null = null;
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSMediaRule) || `@media ${rule.conditionText}` !== theme.breakpoint.md) continue;
      for (const inner of rule.cssRules) {
        if (inner instanceof CSSStyleRule && classes.includes(inner.selectorText)) template = inner.style.getPropertyValue('grid-template-columns') || template;
      }
    }
  }
  return template;
}

describe('Issue 13 grids of equal columns', () => {
  // A `1fr` column is `minmax(auto, 1fr)`: it grows to its longest word, so one long name or link
  // would widen the page. Counted columns may shrink below it, and the word breaks instead.
  it('Issue 13 a count of columns gives equal columns that may shrink below their longest word, in lists, column layouts and stat grids', () => {
    render(
      <>
        <PlainList aria-label="Featured" columns={3}>
          <li>{'A'.repeat(80)}</li>
        </PlainList>
        <Columns columns={2} aria-label="Side by side" role="group" />
        <StatGrid aria-label="Figures" columns={3} />
      </>,
    );
    expect(columnsFromMd(screen.getByRole('list', { name: 'Featured' }))).toBe('repeat(3, minmax(0, 1fr))');
    expect(columnsFromMd(screen.getByRole('group', { name: 'Side by side' }))).toBe('repeat(2, minmax(0, 1fr))');
    expect(columnsFromMd(screen.getByRole('list', { name: 'Figures' }))).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('Issue 13 a template of its own is used as written', () => {
    render(<PlainList aria-label="Cards" columns="repeat(auto-fill, minmax(20rem, 1fr))" />);
    expect(columnsFromMd(screen.getByRole('list', { name: 'Cards' }))).toBe('repeat(auto-fill, minmax(20rem, 1fr))');
  });
});

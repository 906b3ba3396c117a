import { css } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StyleCacheProvider } from '../../../src/ui/kit/style-cache';

/** Every rule Emotion has written into the page, one string per rule. */
function insertedRules(): string[] {
  return [...document.head.querySelectorAll('style[data-emotion]')].flatMap((tag) => (tag.textContent ?? '').split('}').map((rule) => `${rule}}`));
}

const ruleWith = (marker: string) => insertedRules().find((rule) => rule.includes(marker));

describe('the app’s style cache (issue 13, TBT and LCP)', () => {
  it('writes the styles as given, without vendor prefixes the target browsers do not need', () => {
    render(
      <StyleCacheProvider>
        <p css={css`user-select: none; order: 11;`}>Plain</p>
      </StyleCacheProvider>,
    );
    const rule = ruleWith('order:11');
    expect(rule).toContain('user-select:none');
    expect(rule).not.toMatch(/-(webkit|moz|ms)-user-select/);
  });

  it('is the app’s own: Emotion’s default cache, outside it, still prefixes', () => {
    render(<p css={css`user-select: none; order: 12;`}>Default</p>);
    expect(ruleWith('order:12')).toMatch(/-moz-user-select:none/);
  });
});

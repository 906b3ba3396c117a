import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner, type SpinnerSize } from '../../../src/ui/kit/spinner';

/** §9 "Spinner sizes: xs, sm, md, lg, xl", smallest first. */
const SIZES: readonly SpinnerSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

const diameterOf = (size: SpinnerSize): number => {
  const { unmount } = render(<Spinner size={size} label={`Loading ${size}`} />);
  const style = getComputedStyle(screen.getByRole('status', { name: `Loading ${size}` }));
  unmount();
  expect(style.height).toBe(style.width);
  return parseFloat(style.width);
};

describe('Spinner', () => {
  it('R9.17 comes in the sizes xs, sm, md, lg and xl, each a ring larger than the one before', () => {
    const diameters = SIZES.map(diameterOf);
    expect(diameters.every((diameter) => diameter > 0)).toBe(true);
    expect(diameters).toEqual([...diameters].sort((a, b) => a - b));
    expect(new Set(diameters).size).toBe(SIZES.length);
  });

  it('R9.17 is md unless asked otherwise', () => {
    render(<Spinner />);
    const md = getComputedStyle(screen.getByRole('status', { name: 'Loading' })).width;
    expect(md).toBe(`${diameterOf('md')}px`);
  });
});

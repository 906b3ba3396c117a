import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColourOf, initialsOf } from '../../../src/ui/kit/avatar';
import { theme } from '../../../src/ui/kit/theme';
import { contrastRatio } from './contrast';

describe('Issue 13 avatars', () => {
  it('a generated avatar shows up to two initials, named by the person', () => {
    render(<Avatar name="Maya de la Cruz" colourKey="u1" />);
    expect(screen.getByRole('img', { name: 'Maya de la Cruz' })).toHaveTextContent('MC');
    expect(initialsOf('serena')).toBe('S');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('émile zola')).toBe('ÉZ');
  });

  it('its colour is the same for the same id on every render, differs across people, and keeps white initials readable (≥ 4.5:1)', () => {
    expect(avatarColourOf('pro-42')).toBe(avatarColourOf('pro-42'));
    const colours = new Set(Array.from({ length: 40 }, (_, i) => avatarColourOf(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
    for (const colour of theme.avatarColours) expect(contrastRatio(colour, theme.colors.onBrand), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('beside the written name it is hidden from assistive technology', () => {
    render(<Avatar name="Leo Lindqvist" decorative />);
    expect(screen.queryByRole('img', { name: 'Leo Lindqvist' })).not.toBeInTheDocument();
  });

  it('an uploaded photo shows instead, at the theme’s size, with the name as its text unless decorative', () => {
    const { rerender } = render(<Avatar name="Ines Reyes" src="blob:photo" size="lg" />);
    const photo = screen.getByRole('img', { name: 'Ines Reyes' });
    expect(photo).toHaveAttribute('src', 'blob:photo');
    expect(photo).toHaveAttribute('width', String(Number.parseInt(theme.avatar.lg, 10)));
    rerender(<Avatar name="Ines Reyes" src="blob:photo" decorative />);
    expect(screen.queryByRole('img', { name: 'Ines Reyes' })).not.toBeInTheDocument();
  });
});

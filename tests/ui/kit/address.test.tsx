import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Address, addressParts } from '../../../src/ui/kit/layout';

describe('addressParts (issue 13: an address wraps where a reader expects it)', () => {
  it('breaks an e-mail address before each dot and before the "@", never inside a word', () => {
    expect(addressParts('chloe.dubois@demo.clipcoach.invalid')).toEqual(['chloe', '.dubois', '@demo', '.clipcoach', '.invalid']);
  });

  it('breaks a link before a single slash and before "?", "&", "#" and "=", but not inside "//"', () => {
    expect(addressParts('https://clipcoach.app/submissions/42?tab=notes&x=1#top')).toEqual([
      'https://clipcoach',
      '.app',
      '/submissions',
      '/42',
      '?tab',
      '=notes',
      '&x',
      '=1',
      '#top',
    ]);
    expect(addressParts('/submissions/42')).toEqual(['/submissions', '/42']);
  });

  it('leaves a word with no such mark whole, and gives back every character', () => {
    expect(addressParts('clipcoach')).toEqual(['clipcoach']);
    for (const address of ['a.b@c.d', '..@@//', 'https://x.y/z', '/']) expect(addressParts(address).join('')).toBe(address);
  });
});

describe('Address', () => {
  it('reads as the whole address, with a soft break (<wbr>) between its parts only', () => {
    const { container } = render(
      <p>
        Signed in as <Address strong>sam.new@example.com</Address>.
      </p>,
    );
    const address = screen.getByText('sam.new@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.textContent).toBe('Signed in as sam.new@example.com.');
  });

  it('still wraps mid-word when a part alone is wider than the line', () => {
    render(<Address>averyveryverylonglocalpart@example.com</Address>);
    expect(getComputedStyle(screen.getByText('averyveryverylonglocalpart@example.com')).overflowWrap).toBe('anywhere');
  });
});

import { css } from '@emotion/react';
import type { ComponentProps, HTMLAttributes } from 'react';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { phoneToggleStyles } from './button';
import { theme } from './theme';

/** A section's frame: its navigation beside the content from 960 px, above it (folded, SideNavToggle) on a phone or a tablet, where the content needs the width. */
export function SideNavLayout(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={layoutStyles} {...props} />;
}

// The styles are built once, not on every render: the admin frame renders eleven links at the
// moment the admin gate decides (issue 13, the gate's own overhead).
// A page in the frame takes the frame's edges: no side padding of its own (the frame has it; on a
// phone the page sat 32 px in, under a navigation 16 px in), and it starts at the column's left
// edge whatever its width, so the content does not move sideways from one section to the next.
const layoutStyles = css`
  max-width: ${theme.width.page}; margin: 0 auto; display: grid; gap: ${theme.space.md}; padding: ${theme.space.md};
  grid-template-columns: ${theme.column};
  ${theme.breakpoint.lg} { grid-template-columns: ${theme.width.sideNav} ${theme.column}; }
  & [data-page] { margin-left: 0; padding-left: 0; padding-right: 0; }
`;

/**
 * The links of a side navigation: one under another from 960 px; below that folded behind
 * SideNavToggle and shown, one per line, only while `open`.
 */
export function SideNavList({ open, ...props }: HTMLAttributes<HTMLUListElement> & { open: boolean }) {
  return <ul css={open ? listStyles.open : listStyles.folded} {...props} />;
}

const listStylesFor = (open: boolean) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  ${theme.breakpoint.belowLg} {
    display: ${open ? 'flex' : 'none'};
    margin-top: ${theme.space.xs};
    & a { display: flex; align-items: center; min-height: ${theme.touchTarget}; }
  }
`;
const listStyles = { open: listStylesFor(true), folded: listStylesFor(false) };

/** Below 960 px, the one line that opens a side navigation (aria-expanded, aria-controls); not shown from 960 px. */
export function SideNavToggle({ children, ...props }: ComponentProps<'button'>) {
  return (
    <button type="button" css={toggleStyles} {...props}>
      {children}
    </button>
  );
}

const toggleStyles = [
  phoneToggleStyles,
  css`
    ${theme.breakpoint.belowLg} { display: flex; }
    width: 100%;
    justify-content: space-between;
    gap: ${theme.space.sm};
    &::after { content: ''; width: 8px; height: 8px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: translateY(-2px) rotate(45deg); }
    &[aria-expanded='true']::after { transform: translateY(2px) rotate(-135deg); }
  `,
];

/** A side navigation link, highlighted while its page is open. */
export function SideNavLink(props: NavLinkProps) {
  return <NavLink css={linkStyles} {...props} />;
}

const linkStyles = css`
  display: block;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  text-decoration: none;
  color: ${theme.colors.text};
  &.active { background: ${theme.colors.brandSoft}; color: ${theme.colors.brandStrong}; font-weight: ${theme.font.weight.bold}; }
`;

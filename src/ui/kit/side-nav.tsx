import { css } from '@emotion/react';
import type { ComponentProps, HTMLAttributes } from 'react';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { phoneToggleStyles } from './button';
import { theme } from './theme';

/** A section's frame: its navigation beside the content from 720 px, above it (folded, SideNavToggle) on a phone. */
export function SideNavLayout(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      css={css`max-width: ${theme.width.page}; margin: 0 auto; display: grid; gap: ${theme.space.md}; padding: ${theme.space.md}; ${theme.breakpoint.md} { grid-template-columns: ${theme.width.sideNav} 1fr; }`}
      {...props}
    />
  );
}

/**
 * The links of a side navigation: one under another from 720 px; on a phone folded behind
 * SideNavToggle and shown, one per line, only while `open`.
 */
export function SideNavList({ open, ...props }: HTMLAttributes<HTMLUListElement> & { open: boolean }) {
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: ${theme.space.xs};
        ${theme.breakpoint.narrow} {
          display: ${open ? 'flex' : 'none'};
          margin-top: ${theme.space.xs};
          & a { display: flex; align-items: center; min-height: ${theme.touchTarget}; }
        }
      `}
      {...props}
    />
  );
}

/** On a phone, the one line that opens a side navigation (aria-expanded, aria-controls); not shown from 720 px. */
export function SideNavToggle({ children, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      css={[
        phoneToggleStyles,
        css`
          ${theme.breakpoint.narrow} { display: flex; }
          width: 100%;
          justify-content: space-between;
          gap: ${theme.space.sm};
          &::after { content: ''; width: 8px; height: 8px; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: translateY(-2px) rotate(45deg); }
          &[aria-expanded='true']::after { transform: translateY(2px) rotate(-135deg); }
        `,
      ]}
      {...props}
    >
      {children}
    </button>
  );
}

/** A side navigation link, highlighted while its page is open. */
export function SideNavLink(props: NavLinkProps) {
  return (
    <NavLink
      css={css`
        display: block;
        padding: ${theme.space.sm};
        border-radius: ${theme.radius.sm};
        text-decoration: none;
        color: ${theme.colors.text};
        &.active { background: ${theme.colors.brandSoft}; color: ${theme.colors.brandStrong}; font-weight: ${theme.font.weight.bold}; }
      `}
      {...props}
    />
  );
}

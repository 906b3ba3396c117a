import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { theme } from './theme';

/** A section's frame: its navigation beside the content from 720 px, above it on a phone. */
export function SideNavLayout(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      css={css`max-width: ${theme.width.page}; margin: 0 auto; display: grid; gap: ${theme.space.md}; padding: ${theme.space.md}; ${theme.breakpoint.md} { grid-template-columns: ${theme.width.sideNav} 1fr; }`}
      {...props}
    />
  );
}

/** The links of a side navigation: wrapping on a phone, one under another from 720 px. */
export function SideNavList(props: HTMLAttributes<HTMLUListElement>) {
  return (
    <ul
      css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space.xs}; ${theme.breakpoint.md} { flex-direction: column; }`}
      {...props}
    />
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

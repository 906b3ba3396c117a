import { css } from '@emotion/react';
import type { AnchorHTMLAttributes, ComponentProps, HTMLAttributes } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { buttonStyles, phoneToggleStyles } from './button';
import { theme } from './theme';

/** The page's content width, centred, with the page's side padding. */
export const containerStyles = css`max-width: ${theme.width.page}; width: 100%; margin-left: auto; margin-right: auto; padding-left: ${theme.space.md}; padding-right: ${theme.space.md};`;

/**
 * The header's height: one row of touch-sized controls and its padding, whatever the row holds.
 * Fixed, so the signed-in controls arriving after the session has loaded (Dashboard, Sign out, the
 * bell) never push the page down (CLS, issue 13).
 */
const HEADER_ROW = theme.touchTarget;

/** The whole screen: header, main content that grows, footer at the bottom. */
export function SiteFrame(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`min-height: 100vh; display: flex; flex-direction: column;`} {...props} />;
}

/** The bar across the top that holds the main navigation. */
export function SiteHeader(props: HTMLAttributes<HTMLElement>) {
  return <header css={css`background: ${theme.colors.surface}; border-bottom: 1px solid ${theme.colors.border};`} {...props} />;
}

/**
 * The header's navigation: the brand on the left, the rest on the right, on one row at every
 * width (a phone folds the links into HeaderMenu). Give it its aria-label. Popovers (the
 * notifications list, the menu) are placed against it.
 */
export function HeaderNav(props: ComponentProps<'nav'>) {
  return (
    <nav
      css={[
        containerStyles,
        css`position: relative; min-height: calc(${HEADER_ROW} + 2 * ${theme.space.sm}); padding-top: ${theme.space.sm}; padding-bottom: ${theme.space.sm}; display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.sm}; ${theme.breakpoint.narrow} { flex-wrap: nowrap; }`,
      ]}
      {...props}
    />
  );
}

/** The button that opens HeaderMenu on a phone; not shown from 720 px, where the links sit in the row. */
export function HeaderMenuButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      css={[
        phoneToggleStyles,
        css`
          ${theme.breakpoint.narrow} { display: inline-flex; }
          &:hover, &[aria-expanded='true'] { background: ${theme.colors.brandSoft}; }
        `,
      ]}
      {...props}
    />
  );
}

/**
 * The header's links: in the row from 720 px; on a phone, shown only while `open`, as a panel
 * under the header with one link per line.
 */
export function HeaderMenu({ open, ...props }: ComponentProps<'div'> & { open: boolean }) {
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space.sm};
        min-height: ${HEADER_ROW};
        ${theme.breakpoint.narrow} {
          display: ${open ? 'flex' : 'none'};
          position: absolute;
          top: 100%;
          left: 0;
          right: 0;
          z-index: 20;
          flex-direction: column;
          align-items: stretch;
          gap: ${theme.space.xs};
          padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
          background: ${theme.colors.surface};
          border-bottom: 1px solid ${theme.colors.border};
          box-shadow: ${theme.shadow.card};
          & > a { display: flex; align-items: center; min-height: ${theme.touchTarget}; }
        }
      `}
      {...props}
    />
  );
}

/** The product's name, home link, pushing the header links to the right. */
export function BrandLink(props: LinkProps) {
  return (
    <Link
      css={css`font-weight: ${theme.font.weight.bold}; font-size: ${theme.font.size.lg}; color: ${theme.colors.brand}; text-decoration: none; margin-right: auto;`}
      {...props}
    />
  );
}

/** A header link, marked while its page is open. */
export function HeaderNavLink(props: NavLinkProps) {
  return (
    <NavLink
      css={css`
        color: ${theme.colors.text};
        text-decoration: none;
        padding: ${theme.space.sm};
        border-radius: ${theme.radius.sm};
        &.active { color: ${theme.colors.brand}; font-weight: ${theme.font.weight.bold}; }
        &:hover { background: ${theme.colors.brandSoft}; }
      `}
      {...props}
    />
  );
}

/** The header's one call to action (a visitor's "Sign up"): a header link with the primary button's look. */
export function HeaderCallToAction(props: NavLinkProps) {
  return <NavLink css={buttonStyles('primary')} {...props} />;
}

/** A notice across the whole site, under the header. */
export function SiteBanner(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={[containerStyles, css`margin-top: ${theme.space.sm};`]} {...props} />;
}

/**
 * "Skip to content": out of sight until a keyboard reaches it, then shown at the top left of the
 * page, above the header.
 */
export function SkipLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      css={css`
        position: absolute;
        left: ${theme.space.md};
        top: ${theme.space.sm};
        z-index: 100;
        padding: ${theme.space.sm} ${theme.space.md};
        background: ${theme.colors.surface};
        color: ${theme.colors.brand};
        font-weight: ${theme.font.weight.bold};
        border-radius: ${theme.radius.md};
        box-shadow: ${theme.shadow.card};
        &:not(:focus) { width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
      `}
      {...props}
    />
  );
}

/**
 * The main content, growing to push the footer down, and at least a screen high under the header:
 * the footer starts below the fold, so a page whose content arrives late (a spinner, then the list)
 * never moves a footer the visitor already sees (CLS, issue 13). Give it its id for the skip link,
 * which moves focus to it.
 */
export function SiteMain(props: ComponentProps<'main'>) {
  return <main css={css`flex: 1; min-height: calc(100vh - ${HEADER_ROW} - 2 * ${theme.space.sm} - 1px); &:focus { outline: none; }`} tabIndex={-1} {...props} />;
}

/** The footer band. */
export function SiteFooter(props: HTMLAttributes<HTMLElement>) {
  return <footer css={css`background: ${theme.colors.surface}; border-top: 1px solid ${theme.colors.border}; padding: ${theme.space.lg} 0;`} {...props} />;
}

/** The footer's links, side by side, on the header's edges. Give it its aria-label. */
export function FooterNav(props: HTMLAttributes<HTMLElement>) {
  return <nav css={[containerStyles, css`display: flex; flex-wrap: wrap; gap: ${theme.space.md};`]} {...props} />;
}

/** The small print under the footer's links. */
export function FinePrint(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p css={[containerStyles, css`margin-top: ${theme.space.md}; margin-bottom: 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`]} {...props} />;
}

/** Room for one touch-sized header control whose code is still loading (the bell), so the row does not move when it arrives. */
export function HeaderControlSpace() {
  return <span aria-hidden="true" css={css`display: inline-block; width: ${HEADER_ROW}; height: ${HEADER_ROW};`} />;
}

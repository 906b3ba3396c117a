import { css } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { theme } from './theme';

/** The page's content width, centred, with the page's side padding. */
export const containerStyles = css`max-width: ${theme.width.page}; width: 100%; margin-left: auto; margin-right: auto; padding-left: ${theme.space.md}; padding-right: ${theme.space.md};`;

/** The whole screen: header, main content that grows, footer at the bottom. */
export function SiteFrame(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={css`min-height: 100vh; display: flex; flex-direction: column;`} {...props} />;
}

/** The bar across the top that holds the main navigation. */
export function SiteHeader(props: HTMLAttributes<HTMLElement>) {
  return <header css={css`background: ${theme.colors.surface}; border-bottom: 1px solid ${theme.colors.border};`} {...props} />;
}

/** The header's navigation: the brand on the left, the links on the right. Give it its aria-label. Popovers (the notifications list) are placed against it. */
export function HeaderNav(props: HTMLAttributes<HTMLElement>) {
  return (
    <nav
      css={[
        containerStyles,
        css`position: relative; padding-top: ${theme.space.sm}; padding-bottom: ${theme.space.sm}; display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space.sm};`,
      ]}
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

/** A notice across the whole site, under the header. */
export function SiteBanner(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={[containerStyles, css`margin-top: ${theme.space.sm};`]} {...props} />;
}

/** The main content, growing to push the footer down. Give it its id for the skip link. */
export function SiteMain(props: HTMLAttributes<HTMLElement>) {
  return <main css={css`flex: 1;`} {...props} />;
}

/** The footer band. */
export function SiteFooter(props: HTMLAttributes<HTMLElement>) {
  return <footer css={css`background: ${theme.colors.surface}; border-top: 1px solid ${theme.colors.border}; padding: ${theme.space.lg} ${theme.space.md};`} {...props} />;
}

/** The footer's links, side by side. Give it its aria-label. */
export function FooterNav(props: HTMLAttributes<HTMLElement>) {
  return <nav css={css`max-width: ${theme.width.page}; margin: 0 auto; display: flex; flex-wrap: wrap; gap: ${theme.space.md};`} {...props} />;
}

/** The small print under the footer's links. */
export function FinePrint(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p css={css`max-width: ${theme.width.page}; margin: ${theme.space.md} auto 0; color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm};`} {...props} />;
}

import { css } from '@emotion/react';
import type { ComponentProps, HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { theme } from './theme';

/** A header button that is one icon (its name in aria-label), a touch target square; marked while its popover is open. */
export function HeaderIconButton(props: ComponentProps<'button'>) {
  return <button type="button" css={iconButtonStyles} {...props} />;
}

const iconButtonStyles = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.touchTarget};
  height: ${theme.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover { background: ${theme.colors.brandSoft}; }
  &[aria-expanded='true'] { background: ${theme.colors.brandSoft}; color: ${theme.colors.brand}; }
`;

/** A count in the corner of a HeaderIconButton (hidden from assistive technology: the button's name says it). */
export function CountBadge({ count }: { count: number }) {
  return (
    <span css={badgeStyles} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

const badgeStyles = css`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-size: 0.7rem;
  font-weight: ${theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/**
 * What a HeaderIconButton opens, under the header's navigation (position: relative) at its right,
 * so it stays on screen at 360 px: a title and an action on one line, then its content.
 */
export function HeaderPopover({ title, titleId, action, children, ...props }: Omit<ComponentProps<'section'>, 'title'> & { title: ReactNode; titleId: string; action?: ReactNode }) {
  return (
    <section tabIndex={-1} aria-labelledby={titleId} css={popoverStyles} {...props}>
      <div css={popoverHeadStyles}>
        <h2 id={titleId} css={popoverTitleStyles}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const popoverStyles = css`
  position: absolute;
  top: 100%;
  right: ${theme.space.md};
  z-index: 20;
  width: min(24rem, calc(100% - 2 * ${theme.space.md}));
  max-height: 70vh;
  overflow-y: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.md};
  &:focus { outline: 2px solid ${theme.colors.focus}; }
`;
const popoverHeadStyles = css`display: flex; align-items: center; justify-content: space-between; gap: ${theme.space.sm}; margin-bottom: ${theme.space.sm};`;
const popoverTitleStyles = css`font-size: ${theme.font.size.md}; margin: 0;`;

/** A list without bullets whose items are separated by a rule (DividedListItem). */
export function DividedList(props: HTMLAttributes<HTMLUListElement>) {
  return <ul css={dividedListStyles} {...props} />;
}

const dividedListStyles = css`list-style: none; margin: 0; padding: 0;`;

/** One item of a DividedList; `marked` puts a dot before it (an unread notification), paragraphs a little apart. */
export function DividedListItem({ marked = false, ...props }: LiHTMLAttributes<HTMLLIElement> & { marked?: boolean }) {
  return <li css={marked ? itemStyles.marked : itemStyles.plain} {...props} />;
}

const itemStylesFor = (marked: boolean) => css`
  padding: ${theme.space.sm} 0 ${theme.space.sm} ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  position: relative;
  overflow-wrap: anywhere;
  ${marked ? `&::before { content: ''; position: absolute; left: 0; top: 1em; width: 8px; height: 8px; border-radius: 50%; background: ${theme.colors.brand}; }` : ''}
  p { margin: ${theme.space.xs} 0 0; }
`;
const itemStyles = { marked: itemStylesFor(true), plain: itemStylesFor(false) };

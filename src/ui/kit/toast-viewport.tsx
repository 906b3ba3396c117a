import { css } from '@emotion/react';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useBehavior } from '../hooks/use-behavior';
import { theme } from './theme';

const TONE = {
  success: [theme.colors.successSoft, theme.colors.success],
  error: [theme.colors.dangerSoft, theme.colors.danger],
  info: [theme.colors.brandSoft, theme.colors.brandStrong],
} as const;

/** Toasts, announced to screen readers: errors assertively, the rest politely. */
export function ToastViewport() {
  const center = useInjection(TYPES.ToastCenter);
  const toasts = useBehavior(center.toasts);
  const list = (kind: 'polite' | 'assertive') => (
    <div aria-live={kind} aria-atomic="false" role={kind === 'assertive' ? 'alert' : 'status'} css={css`display: contents;`}>
      {toasts
        .filter((toast) => (toast.kind === 'error') === (kind === 'assertive'))
        .map((toast) => (
          <div
            key={toast.id}
            data-toast={toast.kind}
            css={css`
              background: ${TONE[toast.kind][0]};
              color: ${TONE[toast.kind][1]};
              border: 1px solid currentColor;
              border-radius: ${theme.radius.md};
              padding: ${theme.space.sm} ${theme.space.md};
              box-shadow: ${theme.shadow.card};
              display: flex;
              gap: ${theme.space.sm};
              align-items: flex-start;
            `}
          >
            <div css={css`flex: 1;`}>
              <strong>{toast.title}</strong>
              {toast.description ? <div>{toast.description}</div> : null}
            </div>
            <button type="button" aria-label="Dismiss" onClick={() => center.dismiss(toast.id)} css={css`background: none; border: 0; color: inherit; cursor: pointer; font-size: 1.2rem;`}>
              ×
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <div
      css={css`
        position: fixed;
        z-index: 1000;
        right: ${theme.space.md};
        bottom: ${theme.space.md};
        left: ${theme.space.md};
        display: flex;
        flex-direction: column;
        gap: ${theme.space.sm};
        pointer-events: none;
        & > * > * { pointer-events: auto; }
        ${theme.breakpoint.md} { left: auto; width: 380px; }
      `}
    >
      {list('assertive')}
      {list('polite')}
    </div>
  );
}

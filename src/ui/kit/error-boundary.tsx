import { css } from '@emotion/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';
import { centredScreen } from './layout';
import { theme } from './theme';

export const ERROR_SCREEN_TITLE = 'Something went wrong';
export const ERROR_SCREEN_BODY = 'We encountered an unexpected error. Please try refreshing the page.';

interface ErrorScreenProps {
  onReload: () => void;
  /** The heading; §2's by default. */
  title?: string;
  /** What happened and what to do; §2's by default. */
  body?: string;
}

/** §2: the error screen, with a Refresh Page button that reloads. */
export function ErrorScreen({ onReload, title = ERROR_SCREEN_TITLE, body = ERROR_SCREEN_BODY }: ErrorScreenProps) {
  return (
    <div role="alert" css={[centredScreen, css`padding: ${theme.space.lg}; text-align: center;`]}>
      <h1>{title}</h1>
      <p>{body}</p>
      <Button onClick={onReload}>Refresh Page</Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  onReload: () => void;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** §8: render errors show the error screen. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen onReload={this.props.onReload} /> : this.props.children;
  }
}

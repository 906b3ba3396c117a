export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  readonly kind: ToastKind;
  readonly title: string;
  readonly description?: string;
}

/** Short messages to the user (toasts). */
export interface Notifier {
  notify(message: ToastMessage): void;
}

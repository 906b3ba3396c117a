import type { Notifier, ToastMessage } from '../../application/ports/notifier.port';

/** Keeps every toast a use case asked for, so a test can read what the user was told. */
export class RecordingNotifier implements Notifier {
  readonly messages: ToastMessage[] = [];
  notify(message: ToastMessage): void {
    this.messages.push(message);
  }
}

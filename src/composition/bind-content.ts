import type { Container } from 'inversify';
import { TYPES } from '../application/ports/tokens';
import { ContactSupport } from '../application/support/contact-support.use-case';
import { typedBindings } from './typed-bindings';

/** The content pages' use case: "Contact support" (the ports are bound with the others, core-container.ts). */
export function bindContent(c: Container): void {
  const { factory } = typedBindings(c);
  factory(TYPES.ContactSupport, [TYPES.SupportDesk], (desk) => new ContactSupport(desk));
}

import type { Container } from 'inversify';
import type { ContentAdapters } from '../application/ports/content-adapters';
import { TYPES } from '../application/ports/tokens';
import { ContactSupport } from '../application/support/contact-support.use-case';
import { typedBindings } from './typed-bindings';

/** The content pages' ports and use cases: success stories and "Contact support". */
export function bindContent(c: Container, content: ContentAdapters): void {
  const { constant, factory } = typedBindings(c);
  constant(TYPES.SuccessStoryRepository, content.stories);
  constant(TYPES.SupportDesk, content.support);
  factory(TYPES.ContactSupport, [TYPES.SupportDesk], (desk) => new ContactSupport(desk));
}

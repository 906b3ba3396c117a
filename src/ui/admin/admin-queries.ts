import type { AdminUsers } from '../../application/ports/admin-users.port';
import type { DemoCreator } from '../../application/ports/demo-creator.port';
import type { PeopleDirectory, PeoplePageRequest } from '../../application/ports/people-directory.port';
import { resultQueryOptions } from '../hooks/use-result-query';

/** Every query key of /admin/users and /admin/demo-creator. */
export const adminKeys = {
  all: ['admin-tools'] as const,
  people: ({ query, page }: PeoplePageRequest) => [...adminKeys.all, 'people', query, page] as const,
  person: (id: string) => [...adminKeys.all, 'person', id] as const,
  demo: () => [...adminKeys.all, 'demo'] as const,
};

/** One `queryOptions` per read of the admin tools. */
export const adminQueries = {
  people: (people: PeopleDirectory, request: PeoplePageRequest) => resultQueryOptions(adminKeys.people(request), () => people.listPeople(request)),
  person: (users: AdminUsers, id: string) => resultQueryOptions(adminKeys.person(id), () => users.personRecord(id)),
  demo: (demo: DemoCreator) => resultQueryOptions(adminKeys.demo(), () => demo.list()),
};

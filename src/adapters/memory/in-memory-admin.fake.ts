import type { AdminUsers } from '../../application/ports/admin-users.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DemoCreator } from '../../application/ports/demo-creator.port';
import type { Profile } from '../../domain/auth/profile';
import {
  acceptDemoRequest,
  demoPeopleOf,
  demoPerson,
  demoRecordsFor,
  demoStory,
  demoSubmissions,
  isDemoPerson,
  nextDemoSequence,
  type DemoPersonKind,
  type DemoRecord,
  type DemoRequest,
} from '../../domain/demo/demo-data';
import { changeAdminRights, type AdminRightsChange } from '../../domain/people/admin-rights';
import { personRecordFor, type PersonRecord } from '../../domain/people/person-record';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import type { InMemoryAuthGateway } from './in-memory-auth-gateway.fake';
import type { InMemoryContent } from './in-memory-content.fake';
import type { InMemoryMarketplace } from './in-memory-marketplace.fake';
import type { InMemoryProfileRepository } from './in-memory-profile-repository.fake';

/**
 * The admin tools in memory: a person's record, admin rights and the demo creator. Each call
 * identifies the caller, loads, lets the domain decide (personRecordFor, changeAdminRights,
 * acceptDemoRequest, demoRecordsFor) and stores its answer.
 */
export class InMemoryAdmin implements AdminUsers, DemoCreator {
  /** The demo creator's marks: one per row it made. */
  readonly demoRecords: DemoRecord[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly auth: InMemoryAuthGateway,
    private readonly profiles: InMemoryProfileRepository,
    private readonly marketplace: InMemoryMarketplace,
    /** The success stories (demo stories are made and wiped there). */
    private readonly content: InMemoryContent,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  // AdminUsers

  async personRecord(userId: string): Promise<Result<PersonRecord, DataError>> {
    const tables = this.marketplace.submissionTables;
    return personRecordFor(
      this.profiles.get(userId) ?? null,
      this.auth.userById(userId)?.email ?? '',
      tables.submissions.values(),
      tables.payments.values(),
      this.profiles.actor(),
    );
  }

  grantAdmin(userId: string): Promise<Result<Profile, DataError>> {
    return this.changeRights(userId, 'grant');
  }

  revokeAdmin(userId: string): Promise<Result<Profile, DataError>> {
    return this.changeRights(userId, 'revoke');
  }

  private async changeRights(userId: string, change: AdminRightsChange): Promise<Result<Profile, DataError>> {
    const admins = this.profiles.all().filter((p) => p.isAdmin).length;
    const changed = changeAdminRights(this.profiles.get(userId) ?? null, change, admins, this.profiles.actor(), this.now());
    if (changed.ok) this.profiles.put(changed.value);
    return changed;
  }

  // DemoCreator

  async create(request: DemoRequest): Promise<Result<readonly DemoRecord[], DataError>> {
    const accepted = acceptDemoRequest(request, this.profiles.actor());
    if (!accepted.ok) return accepted;
    const batchId = globalThis.crypto.randomUUID();
    const now = this.now();
    const made: DemoRecord[] = [];
    const addPerson = (kind: DemoPersonKind) => {
      const sequence = nextDemoSequence(this.demoRecords);
      const person = demoPerson(kind, globalThis.crypto.randomUUID(), sequence, batchId, now);
      const metadata = { first_name: person.profile.firstName, last_name: person.profile.lastName, account_type: person.profile.accountType, terms_accepted_at: now };
      this.auth.seedUser({ id: person.profile.id, email: person.email, password: globalThis.crypto.randomUUID(), metadata });
      this.profiles.put(person.profile);
      if (person.pro) this.marketplace.put(person.pro);
      this.demoRecords.push(person.record);
      made.push(person.record);
      return person;
    };
    const [athlete, pro] = demoPeopleOf(accepted.value).map(addPerson);
    if (accepted.value.kind === 'story') {
      const demo = demoStory(globalThis.crypto.randomUUID(), athlete!.profile, pro!.pro!, batchId, now);
      this.content.put(demo.story);
      this.demoRecords.push(demo.record);
      made.push(demo.record);
    } else if (accepted.value.kind === 'submissions') {
      const ids = Array.from({ length: 7 }, () => globalThis.crypto.randomUUID());
      for (const demo of demoSubmissions(ids, athlete!.profile.id, pro!.pro!, batchId, now)) {
        this.marketplace.submissionTables.submissions.set(demo.submission.id, demo.submission);
        if (demo.payment) this.marketplace.submissionTables.payments.set(demo.payment.id, demo.payment);
        this.demoRecords.push(demo.record);
        made.push(demo.record);
      }
    }
    return ok(made);
  }

  async list(): Promise<Result<readonly DemoRecord[], DataError>> {
    return demoRecordsFor(this.demoRecords, this.profiles.actor());
  }

  async wipe(): Promise<Result<number, DataError>> {
    const records = demoRecordsFor(this.demoRecords, this.profiles.actor());
    if (!records.ok) return records;
    const tables = this.marketplace.submissionTables;
    const people = new Set(records.value.filter((r) => isDemoPerson(r.kind)).map((r) => r.rowId));
    for (const r of records.value) if (r.kind === 'story') this.content.stories.delete(r.rowId);
    const submissionIds = new Set(records.value.filter((r) => r.kind === 'submission').map((r) => r.rowId));
    // What hangs off the demo people goes with them, as the hosted backend's cascades do.
    for (const s of tables.submissions.values()) if (people.has(s.athleteId) || people.has(s.proId)) submissionIds.add(s.id);
    for (const id of submissionIds) tables.submissions.delete(id);
    for (const [id, p] of tables.payments) if (submissionIds.has(p.submissionId)) tables.payments.delete(id);
    removeWhere(tables.timeline, (e) => submissionIds.has(e.submissionId));
    removeWhere(this.marketplace.notifications, (n) => n.userId !== null && people.has(n.userId));
    for (const id of people) {
      this.marketplace.pros.delete(id);
      this.profiles.remove(id);
      this.auth.removeUserAsService(id);
    }
    this.demoRecords.length = 0;
    return ok(records.value.length);
  }
}

function removeWhere<T>(rows: T[], doomed: (row: T) => boolean): void {
  for (let i = rows.length - 1; i >= 0; i -= 1) if (doomed(rows[i]!)) rows.splice(i, 1);
}

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
  type DemoKind,
  type DemoPersonKind,
  type DemoRecord,
  type DemoRequest,
} from '../../domain/demo/demo-data';
import { changeAdminRights, type AdminRightsChange } from '../../domain/people/admin-rights';
import { personRecordFor, type PersonRecord } from '../../domain/people/person-record';
import { ok, type Result } from '../../domain/result';
import type { DataError } from '../../domain/shared/data-error';
import { paymentRow, proRow, profileRow, submissionRow, toPayment, toProfile, toSubmission, type PaymentRow, type ProfileRow, type SubmissionRow } from '../shared/table-rows';
import { successStoryRow } from '../shared/content-rows';
import { dataCall } from './data-call';
import type { LocalFaultInjector } from './fault-injector';
import type { UserRecord } from './local-auth-server';
import type { LocalCaller } from './local-caller';
import { request, rowOrNull, type LocalDatabase } from './local-database';
import { NO_PASSWORD } from './password-hasher';

/** A demo creator's mark as stored. */
interface DemoRecordRow {
  readonly row_id: string;
  readonly kind: DemoKind;
  readonly batch_id: string;
  readonly label: string;
  readonly created_at: string;
}

const toDemoRecord = (row: DemoRecordRow): DemoRecord => ({ kind: row.kind, rowId: row.row_id, batchId: row.batch_id, label: row.label, createdAt: row.created_at });
const demoRecordRow = (r: DemoRecord): DemoRecordRow => ({ row_id: r.rowId, kind: r.kind, batch_id: r.batchId, label: r.label, created_at: r.createdAt });

/**
 * The admin tools on IndexedDB: a person's record, admin rights (counted and changed in one
 * transaction, so two tabs cannot both revoke the last admins), and the demo creator, whose
 * every row is marked in `demo_records`. The caller comes from their access token; the domain
 * decides; no rule is written here.
 */
export class IndexedDbAdmin implements AdminUsers, DemoCreator {
  constructor(
    private readonly db: LocalDatabase,
    private readonly clock: Clock,
    private readonly caller: LocalCaller,
    private readonly faults: LocalFaultInjector,
  ) {}

  // AdminUsers

  personRecord(userId: string): Promise<Result<PersonRecord, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.read(['profiles', 'users', 'submissions', 'payments'], async (tx) => {
        const profile = rowOrNull(toProfile, await request(tx.objectStore('profiles').get(userId)));
        const user = (await request(tx.objectStore('users').get(userId))) as UserRecord | undefined;
        const submissions = tx.objectStore('submissions');
        const asAthlete = (await request(submissions.index('athlete_id').getAll(userId))) as SubmissionRow[];
        const asPro = (await request(submissions.index('pro_id').getAll(userId))) as SubmissionRow[];
        const payments = ((await request(tx.objectStore('payments').getAll())) as PaymentRow[]).filter((p) => p.payer_id === userId);
        return personRecordFor(profile, user?.email ?? '', [...asAthlete, ...asPro].map(toSubmission), payments.map(toPayment), actor);
      });
    });
  }

  grantAdmin(userId: string): Promise<Result<Profile, DataError>> {
    return this.changeRights(userId, 'grant');
  }

  revokeAdmin(userId: string): Promise<Result<Profile, DataError>> {
    return this.changeRights(userId, 'revoke');
  }

  private changeRights(userId: string, change: AdminRightsChange): Promise<Result<Profile, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      return this.db.write('profiles', async (tx) => {
        const store = tx.objectStore('profiles');
        const all = ((await request(store.getAll())) as ProfileRow[]).map(toProfile);
        const changed = changeAdminRights(all.find((p) => p.id === userId) ?? null, change, all.filter((p) => p.isAdmin).length, actor, this.now());
        if (changed.ok) store.put(profileRow(changed.value));
        return changed;
      });
    });
  }

  // DemoCreator

  create(demoRequest: DemoRequest): Promise<Result<readonly DemoRecord[], DataError>> {
    return this.call(async () => {
      const accepted = acceptDemoRequest(demoRequest, await this.caller.actor());
      if (!accepted.ok) return accepted;
      const batchId = globalThis.crypto.randomUUID();
      const now = this.now();
      return this.db.write(['users', 'profiles', 'pros', 'submissions', 'payments', 'success_stories', 'demo_records'], async (tx) => {
        const marks = tx.objectStore('demo_records');
        const existing = ((await request(marks.getAll())) as DemoRecordRow[]).map(toDemoRecord);
        const made: DemoRecord[] = [];
        const mark = (record: DemoRecord) => {
          marks.put(demoRecordRow(record));
          made.push(record);
        };
        const addPerson = (kind: DemoPersonKind) => {
          const sequence = nextDemoSequence([...existing, ...made]);
          const person = demoPerson(kind, globalThis.crypto.randomUUID(), sequence, batchId, now);
          const { profile } = person;
          tx.objectStore('users').add({
            id: profile.id,
            email: person.email,
            user_metadata: { first_name: profile.firstName, last_name: profile.lastName, account_type: profile.accountType, terms_accepted_at: now },
            password: NO_PASSWORD,
            confirmed_at: now,
            confirmation_token: null,
            created_at: now,
            updated_at: now,
          } satisfies UserRecord);
          tx.objectStore('profiles').put(profileRow(profile));
          if (person.pro) tx.objectStore('pros').put(proRow(person.pro));
          mark(person.record);
          return person;
        };
        const [athlete, pro] = demoPeopleOf(accepted.value).map(addPerson);
        if (accepted.value.kind === 'story') {
          const demo = demoStory(globalThis.crypto.randomUUID(), athlete!.profile, pro!.pro!, batchId, now);
          tx.objectStore('success_stories').put(successStoryRow(demo.story));
          mark(demo.record);
        } else if (accepted.value.kind === 'submissions') {
          const ids = Array.from({ length: 7 }, () => globalThis.crypto.randomUUID());
          for (const demo of demoSubmissions(ids, athlete!.profile.id, pro!.pro!, batchId, now)) {
            tx.objectStore('submissions').put(submissionRow(demo.submission));
            if (demo.payment) tx.objectStore('payments').put(paymentRow(demo.payment));
            mark(demo.record);
          }
        }
        return ok(made);
      });
    });
  }

  list(): Promise<Result<readonly DemoRecord[], DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const rows = await this.db.read('demo_records', (tx) => request(tx.objectStore('demo_records').getAll() as IDBRequest<DemoRecordRow[]>));
      return demoRecordsFor(rows.map(toDemoRecord), actor);
    });
  }

  wipe(): Promise<Result<number, DataError>> {
    return this.call(async () => {
      const actor = await this.caller.actor();
      const stores = ['demo_records', 'users', 'refresh_tokens', 'profiles', 'pros', 'submissions', 'submission_events', 'payments', 'notifications', 'success_stories'] as const;
      return this.db.write([...stores], async (tx) => {
        const marks = tx.objectStore('demo_records');
        const records = demoRecordsFor(((await request(marks.getAll())) as DemoRecordRow[]).map(toDemoRecord), actor);
        if (!records.ok) return records;
        const people = records.value.filter((r) => isDemoPerson(r.kind)).map((r) => r.rowId);
        for (const r of records.value) if (r.kind === 'story') tx.objectStore('success_stories').delete(r.rowId);
        const submissionIds = new Set(records.value.filter((r) => r.kind === 'submission').map((r) => r.rowId));
        // What hangs off the demo people goes with them, as the hosted backend's cascades do.
        const submissions = tx.objectStore('submissions');
        for (const person of people) {
          for (const index of ['athlete_id', 'pro_id']) {
            for (const row of (await request(submissions.index(index).getAll(person))) as SubmissionRow[]) submissionIds.add(row.id);
          }
        }
        const payments = tx.objectStore('payments');
        const events = tx.objectStore('submission_events');
        for (const id of submissionIds) {
          submissions.delete(id);
          for (const key of await request(payments.index('submission_id').getAllKeys(id))) payments.delete(key);
          for (const key of await request(events.index('submission_id').getAllKeys(id))) events.delete(key);
        }
        const notifications = tx.objectStore('notifications');
        const tokens = tx.objectStore('refresh_tokens');
        for (const person of people) {
          for (const key of await request(notifications.index('user_id').getAllKeys(person))) notifications.delete(key);
          for (const key of await request(tokens.index('user_id').getAllKeys(person))) tokens.delete(key);
          tx.objectStore('pros').delete(person);
          tx.objectStore('profiles').delete(person);
          tx.objectStore('users').delete(person);
        }
        marks.clear();
        return ok(records.value.length);
      });
    });
  }

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private call<T>(work: () => Promise<Result<T, DataError>>): Promise<Result<T, DataError>> {
    return dataCall(this.faults, 'profiles', work);
  }
}

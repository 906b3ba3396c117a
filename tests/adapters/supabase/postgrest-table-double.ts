/**
 * A small PostgREST over in-memory rows, for the HTTP double: the request shapes postgrest-js
 * sends (filters, order, limit/offset, `Prefer: count=exact`, `return=representation`, the
 * single-object Accept header) and PostgREST's answers and error bodies. What a caller may see
 * and write comes from a `TableRules` object that mirrors a table's grants and policies in
 * supabase/migrations.
 */

export type Row = Record<string, unknown>;

/** Who the request acts for, from its bearer token. */
export type TableCaller = { readonly role: 'anon' } | { readonly role: 'service_role' } | { readonly role: 'authenticated'; readonly uid: string };

/** A PostgREST (or Postgres) error, answered with its status and body. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }

  toResponse(): Response {
    return restJson(this.status, { code: this.code, details: this.details, hint: null, message: this.message });
  }
}

export const restJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Postgres' "permission denied" as PostgREST answers it: 401 for anon, 403 for a signed-in user. */
export const permissionDenied = (caller: TableCaller, what: string) => new RestFailure(caller.role === 'anon' ? 401 : 403, '42501', `permission denied for ${what}`);

export const rlsViolation = (table: string) => new RestFailure(403, '42501', `new row violates row-level security policy for table "${table}"`);

export const checkViolation = (table: string, constraint: string) =>
  new RestFailure(400, '23514', `new row for relation "${table}" violates check constraint "${constraint}"`);

/** A table's grants and policies, as supabase/migrations states them. The service role bypasses all of it. */
export interface TableRules {
  readonly name: string;
  readonly columns: readonly string[];
  readonly primaryKey: string;
  /** Column grants to `authenticated` (anon gets select at most). */
  readonly grants: {
    readonly anonSelect: boolean;
    readonly insert: ReadonlySet<string>;
    readonly update: ReadonlySet<string>;
    readonly delete: boolean;
  };
  /** The select policies. */
  visible(row: Row, caller: TableCaller): boolean;
  /** The insert policies' WITH CHECK. */
  mayInsert(row: Row, caller: TableCaller): boolean;
  /** The update policies' USING and WITH CHECK. */
  mayUpdate(row: Row, caller: TableCaller): boolean;
  mayUpdateTo(row: Row, caller: TableCaller): boolean;
  mayDelete(row: Row, caller: TableCaller): boolean;
  /** Column defaults and before-insert triggers. */
  defaults(row: Row, caller: TableCaller): Row;
  /** Before-update triggers (guards); may throw a RestFailure. */
  beforeUpdate(next: Row, previous: Row, caller: TableCaller): Row;
  /** Check constraints; throws a RestFailure. */
  check(row: Row): void;
}

export class RestTable {
  readonly rows = new Map<string, Row>();

  constructor(readonly rules: TableRules) {}

  /** A row written with service rights (no policy, defaults applied). */
  put(row: Row): Row {
    const full = { ...this.rules.defaults(row, { role: 'service_role' }), ...row };
    this.rows.set(String(full[this.rules.primaryKey]), full);
    return full;
  }

  /** Rows with service rights (fixtures and inspection). */
  all(): Row[] {
    return [...this.rows.values()];
  }

  async handle(request: Request, query: URLSearchParams, caller: TableCaller): Promise<Response> {
    try {
      return await this.route(request, query, caller);
    } catch (error) {
      if (error instanceof RestFailure) return error.toResponse();
      throw error;
    }
  }

  private async route(request: Request, query: URLSearchParams, caller: TableCaller): Promise<Response> {
    const { rules } = this;
    const service = caller.role === 'service_role';
    const method = request.method;
    if (caller.role === 'anon' && !(rules.grants.anonSelect && (method === 'GET' || method === 'HEAD'))) throw permissionDenied(caller, `table ${rules.name}`);

    const select = parseSelect(query.get('select'), rules);
    const filter = parseFilters(query, rules);
    const prefer = request.headers.get('Prefer') ?? '';
    const representation = prefer.includes('return=representation');
    const answer = (status: number, rows: Row[]) => this.answer(request, status, rows.map(select));

    if (method === 'GET' || method === 'HEAD') {
      const matching = this.all().filter((row) => rules.visible(row, caller) && filter(row));
      sortRows(matching, query.get('order'));
      const total = matching.length;
      const offset = Number(query.get('offset') ?? 0);
      const limit = query.has('limit') ? Number(query.get('limit')) : Infinity;
      const counted = /count=exact/.test(prefer);
      if (counted && offset > total) {
        throw new RestFailure(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
      }
      const page = matching.slice(offset, offset + limit);
      const range = page.length === 0 ? '*' : `${offset}-${offset + page.length - 1}`;
      const headers = { 'Content-Range': `${range}/${counted ? total : '*'}` };
      const status = counted && page.length < total ? 206 : 200;
      if (method === 'HEAD') return new Response(null, { status, headers });
      return this.answer(request, status, page.map(select), headers);
    }

    if (method === 'POST') {
      const body = (await request.json()) as Row | Row[];
      const incoming = Array.isArray(body) ? body : [body];
      const inserted: Row[] = [];
      for (const values of incoming) {
        if (!service && Object.keys(values).some((column) => !rules.grants.insert.has(column))) throw permissionDenied(caller, `table ${rules.name}`);
        unknownColumns(Object.keys(values), rules);
        const row = { ...rules.defaults(values, caller), ...values };
        if (!service && !rules.mayInsert(row, caller)) throw rlsViolation(rules.name);
        rules.check(row);
        const key = String(row[rules.primaryKey]);
        if (this.rows.has(key) || inserted.some((r) => String(r[rules.primaryKey]) === key)) {
          throw new RestFailure(409, '23505', `duplicate key value violates unique constraint "${rules.name}_pkey"`, `Key (${rules.primaryKey})=(${key}) already exists.`);
        }
        // INSERT … RETURNING: the new row must also pass the select policies.
        if (representation && !service && !rules.visible(row, caller)) throw rlsViolation(rules.name);
        inserted.push(row);
      }
      for (const row of inserted) this.rows.set(String(row[rules.primaryKey]), row);
      return representation ? answer(201, inserted) : new Response(null, { status: 201 });
    }

    if (method === 'PATCH') {
      const patch = (await request.json()) as Row;
      if (!service && Object.keys(patch).some((column) => !rules.grants.update.has(column))) throw permissionDenied(caller, `table ${rules.name}`);
      unknownColumns(Object.keys(patch), rules);
      const targets = this.all().filter((row) => filter(row) && (service || (rules.visible(row, caller) && rules.mayUpdate(row, caller))));
      const updated = targets.map((row) => {
        const next = rules.beforeUpdate({ ...row, ...patch }, row, caller);
        if (!service && !rules.mayUpdateTo(next, caller)) throw rlsViolation(rules.name);
        rules.check(next);
        return next;
      });
      for (const row of updated) this.rows.set(String(row[rules.primaryKey]), row);
      return representation ? answer(200, updated) : new Response(null, { status: 204 });
    }

    if (method === 'DELETE') {
      if (!service && !rules.grants.delete) throw permissionDenied(caller, `table ${rules.name}`);
      const targets = this.all().filter((row) => filter(row) && (service || (rules.visible(row, caller) && rules.mayDelete(row, caller))));
      for (const row of targets) this.rows.delete(String(row[rules.primaryKey]));
      return representation ? answer(200, targets) : new Response(null, { status: 204 });
    }
    throw new RestFailure(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  private answer(request: Request, status: number, rows: Row[], headers: Record<string, string> = {}): Response {
    if ((request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json')) {
      if (rows.length !== 1) throw new RestFailure(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
      return restJson(status === 206 ? 200 : status, rows[0], { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' });
    }
    return restJson(status, rows, headers);
  }
}

function unknownColumns(columns: readonly string[], rules: TableRules): void {
  const unknown = columns.find((column) => !rules.columns.includes(column));
  if (unknown) throw new RestFailure(400, 'PGRST204', `Could not find the '${unknown}' column of '${rules.name}' in the schema cache`);
}

function parseSelect(select: string | null, rules: TableRules): (row: Row) => Row {
  const columns = (select ?? '*').split(',').map((c) => c.trim());
  if (columns.includes('*')) return (row) => ({ ...row });
  for (const column of columns) if (!rules.columns.includes(column)) throw new RestFailure(400, '42703', `column ${rules.name}.${column} does not exist`);
  return (row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** The filters postgrest-js writes as `column=operator.value`. */
function parseFilters(query: URLSearchParams, rules: TableRules): (row: Row) => boolean {
  const tests: Array<(row: Row) => boolean> = [];
  for (const [column, expression] of query.entries()) {
    if (RESERVED.has(column)) continue;
    if (!rules.columns.includes(column)) throw new RestFailure(400, '42703', `column ${rules.name}.${column} does not exist`);
    const dot = expression.indexOf('.');
    const operator = expression.slice(0, dot);
    const operand = expression.slice(dot + 1);
    tests.push(operatorTest(column, operator, operand));
  }
  return (row) => tests.every((test) => test(row));
}

function operatorTest(column: string, operator: string, operand: string): (row: Row) => boolean {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  const numeric = (a: unknown, b: string) => (typeof a === 'number' ? a - Number(b) : String(a).localeCompare(b));
  switch (operator) {
    case 'eq':
      return (row) => text(row[column]) === operand;
    case 'neq':
      return (row) => row[column] !== null && text(row[column]) !== operand;
    case 'gt':
      return (row) => row[column] !== null && numeric(row[column], operand) > 0;
    case 'gte':
      return (row) => row[column] !== null && numeric(row[column], operand) >= 0;
    case 'lt':
      return (row) => row[column] !== null && numeric(row[column], operand) < 0;
    case 'lte':
      return (row) => row[column] !== null && numeric(row[column], operand) <= 0;
    case 'is': {
      const expected = operand === 'null' ? null : operand === 'true' ? true : operand === 'false' ? false : undefined;
      if (expected === undefined) throw new RestFailure(400, 'PGRST100', `failed to parse filter (is.${operand})`);
      return (row) => (row[column] ?? null) === expected;
    }
    case 'like':
    case 'ilike': {
      const pattern = likePattern(operand, operator === 'ilike');
      return (row) => row[column] !== null && pattern.test(String(row[column]));
    }
    case 'in': {
      const values = splitList(operand.replace(/^\(|\)$/g, ''));
      return (row) => values.includes(text(row[column]) ?? '');
    }
    case 'cs': {
      const wanted = splitList(operand.replace(/^\{|\}$/g, ''));
      return (row) => Array.isArray(row[column]) && wanted.every((value) => (row[column] as unknown[]).map(String).includes(value));
    }
    default:
      throw new Error(`The double does not implement the ${operator} filter (${column}=${operator}.${operand})`);
  }
}

/** `a,"b,c",d` → ['a', 'b,c', 'd'] (PostgREST list syntax). */
function splitList(list: string): string[] {
  if (list === '') return [];
  return [...list.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim()));
}

/** LIKE semantics: % any run, _ one character, \ escapes; PostgREST also reads * as %. */
function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]!);
    else if (c === '%' || c === '*') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += escapeRegExp(c);
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'i' : '');
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `order=a.desc.nullslast,b.asc`: Postgres puts nulls last ascending and first descending unless told. */
function sortRows(rows: Row[], order: string | null): void {
  if (!order) return;
  const terms = order.split(',').map((term) => {
    const [column, ...modifiers] = term.split('.');
    const descending = modifiers.includes('desc');
    const nullsFirst = modifiers.includes('nullsfirst') ? true : modifiers.includes('nullslast') ? false : descending;
    return { column: column!, descending, nullsFirst };
  });
  rows.sort((a, b) => {
    for (const { column, descending, nullsFirst } of terms) {
      const x = a[column] ?? null;
      const y = b[column] ?? null;
      if (x === y) continue;
      if (x === null) return nullsFirst ? -1 : 1;
      if (y === null) return nullsFirst ? 1 : -1;
      const compared = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
      if (compared !== 0) return descending ? -compared : compared;
    }
    return 0;
  });
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** Timestamps in time order; other text as a database with an English collation sorts it. */
function compareText(x: string, y: string): number {
  if (TIMESTAMP.test(x) && TIMESTAMP.test(y)) return Date.parse(x) - Date.parse(y);
  return x.localeCompare(y, 'en');
}

import type { Transaction } from '@electric-sql/pglite';
import type { DbCaller, HostedDatabase } from './hosted-database';

/**
 * PostgREST in front of PGlite running the real migrations: the request shapes postgrest-js sends
 * (select with columns, filters, `or`, order, limit/offset, `Prefer: count=exact` and
 * `return=representation`, the single-object Accept header, insert/upsert/update/delete, rpc) are
 * translated into parameterised SQL and run as PostgREST runs them: in a transaction with
 * `set local role <anon|authenticated|service_role>` and `request.jwt.claims`. Every grant,
 * policy, trigger, check and function is therefore the migration's own; this file holds none.
 * Answers carry PostgREST's status codes and error bodies.
 */

type RestCaller = DbCaller;

type Row = Record<string, unknown>;

interface Column {
  readonly name: string;
  readonly type: string;
}

interface FunctionInfo {
  readonly args: ReadonlyArray<{ readonly name: string; readonly type: string; readonly hasDefault: boolean }>;
  readonly returnsSet: boolean;
  readonly returnsComposite: boolean;
  readonly returnsVoid: boolean;
}

/** A PostgREST error answer (raised by the translation itself, before SQL runs). */
class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
  ) {
    super(message);
  }
}

interface PgError {
  readonly code?: string;
  readonly message: string;
  readonly detail?: string;
  readonly hint?: string;
}

const restJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** PostgREST's status for a Postgres error (https://postgrest.org/en/stable/references/errors.html). */
export function statusOfSqlState(code: string, caller: RestCaller): number {
  if (code === '42501') return caller.role === 'anon' ? 401 : 403;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '23505' || code === '23503') return 409;
  if (code.startsWith('23') || code.startsWith('22') || code === 'P0001' || code === '42703') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === '57014') return 500;
  return 500;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** Assembles one SQL statement's text and parameters. */
class Sql {
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

export class PostgrestOverPglite {
  private readonly tables = new Map<string, readonly Column[] | null>();
  private readonly functions = new Map<string, FunctionInfo[]>();

  constructor(private readonly db: HostedDatabase) {}

  async handle(request: Request, route: string, query: URLSearchParams, caller: RestCaller): Promise<Response> {
    try {
      if (route.startsWith('/rpc/')) return await this.rpc(request, decodeURIComponent(route.slice('/rpc/'.length)), query, caller);
      const table = decodeURIComponent(route.slice(1));
      const columns = await this.columnsOf(table);
      if (!columns) throw new RestFailure(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
      return await this.tableRoute(request, table, columns, query, caller);
    } catch (error) {
      if (error instanceof RestFailure) return restJson(error.status, { code: error.code, details: error.details, hint: null, message: error.message });
      const pgError = error as PgError;
      if (typeof pgError.code === 'string') {
        return restJson(statusOfSqlState(pgError.code, caller), { code: pgError.code, details: pgError.detail ?? null, hint: pgError.hint ?? null, message: pgError.message });
      }
      throw error;
    }
  }

  /** Runs `work` as PostgREST runs a request: one transaction, the caller's role and claims. */
  private asCaller<T>(caller: RestCaller, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.as(caller, work);
  }

  // ---- schema cache ----------------------------------------------------------------------------

  private async columnsOf(table: string): Promise<readonly Column[] | null> {
    if (!this.tables.has(table)) {
      const rows = await this.db.rows<Column>('owner', 
          `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
             from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
            order by a.attnum`,
          [table],
      );
      this.tables.set(table, rows.length > 0 ? rows : null);
    }
    return this.tables.get(table)!;
  }

  private async functionsNamed(name: string): Promise<FunctionInfo[]> {
    if (!this.functions.has(name)) {
      const rows = await this.db.rows<{ arg_names: string[] | null; arg_types: string[]; pronargdefaults: number; proretset: boolean; typtype: string; rettype: string }>(
        'owner',
          `select p.proargnames as arg_names,
                  array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
                  p.pronargdefaults, p.proretset, t.typtype, format_type(p.prorettype, null) as rettype
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
            where n.nspname = 'public' and p.proname = $1`,
          [name],
      );
      this.functions.set(
        name,
        rows.map((row) => ({
          args: row.arg_types.map((type, i) => ({ name: row.arg_names?.[i] ?? '', type, hasDefault: i >= row.arg_types.length - row.pronargdefaults })),
          returnsSet: row.proretset,
          returnsComposite: row.typtype === 'c',
          returnsVoid: row.rettype === 'void',
        })),
      );
    }
    return this.functions.get(name)!;
  }

  // ---- tables ----------------------------------------------------------------------------------

  private async tableRoute(request: Request, table: string, columns: readonly Column[], query: URLSearchParams, caller: RestCaller): Promise<Response> {
    const method = request.method;
    const prefer = request.headers.get('Prefer') ?? '';
    const representation = prefer.includes('return=representation');
    const single = (request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json');
    const known = new Map(columns.map((c) => [c.name, c]));
    const target = `public.${quote(table)}`;
    const sql = new Sql();
    const where = whereClause(query, known, table, sql, '_t');
    const projection = selectList(query.get('select'), known, table);
    const aggregate = (source: string) => `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${projection} from ${source}) _r`;

    if (method === 'GET' || method === 'HEAD') {
      const order = orderClause(query.get('order'), known, table);
      const limit = query.has('limit') ? ` limit ${Number(query.get('limit'))}` : '';
      const offset = Number(query.get('offset') ?? 0);
      const counted = /count=exact/.test(prefer);
      const page = `(select _t.* from ${target} _t${where}${order}${limit} offset ${offset}) _p`;
      const { body, n, total } = await this.asCaller(caller, async (tx) => {
        const result = (await tx.query<{ body: string; n: number }>(aggregate(page), sql.params)).rows[0]!;
        const total = counted ? (await tx.query<{ c: number }>(`select count(*)::int as c from ${target} _t${where}`, sql.params)).rows[0]!.c : null;
        return { ...result, total };
      });
      if (total !== null && offset > total) {
        throw new RestFailure(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
      }
      const range = n === 0 ? '*' : `${offset}-${offset + n - 1}`;
      const headers = { 'Content-Range': `${range}/${total ?? '*'}` };
      const status = total !== null && n < total ? 206 : 200;
      if (method === 'HEAD') return new Response(null, { status, headers });
      return answer(single, status === 206 && single ? 200 : status, body, n, headers);
    }

    if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
      let statement: string;
      if (method === 'POST') {
        const body = (await request.json()) as Row | Row[];
        const rows = Array.isArray(body) ? body : [body];
        const listed = query.get('columns')?.split(',').map((c) => c.replaceAll('"', '').trim());
        const names = listed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
        for (const name of names) if (!known.has(name)) throw new RestFailure(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`);
        const list = names.map(quote).join(', ');
        statement = `insert into ${target} as _t (${list}) select ${list} from json_populate_recordset(null::${target}, ${sql.param(JSON.stringify(rows))}::json)`;
        const resolution = /resolution=(merge|ignore)-duplicates/.exec(prefer)?.[1];
        if (resolution) {
          const conflict = (query.get('on_conflict') ?? 'id').split(',').map((c) => quote(c.trim())).join(', ');
          const updates = names.map((name) => `${quote(name)} = excluded.${quote(name)}`).join(', ');
          statement += resolution === 'merge' && updates ? ` on conflict (${conflict}) do update set ${updates}` : ` on conflict (${conflict}) do nothing`;
        }
      } else if (method === 'PATCH') {
        const patch = (await request.json()) as Row;
        const names = Object.keys(patch);
        for (const name of names) if (!known.has(name)) throw new RestFailure(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`);
        if (names.length === 0) return representation ? restJson(200, []) : new Response(null, { status: 204 });
        const assignments = names.map((name) => `${quote(name)} = _v.${quote(name)}`).join(', ');
        statement = `update ${target} as _t set ${assignments} from json_populate_record(null::${target}, ${sql.param(JSON.stringify(patch))}::json) _v${where}`;
      } else {
        statement = `delete from ${target} as _t${where}`;
      }
      // PostgREST asks for RETURNING only when the answer needs the rows (it then needs SELECT too).
      const run = `with _m as (${statement} returning ${representation ? '_t.*' : '1 as _one'}) `;
      const source = representation ? '_m' : null;
      const { body, n } = await this.asCaller(caller, async (tx) => {
        const result = source
          ? (await tx.query<{ body: string; n: number }>(run + aggregate(source), sql.params)).rows[0]!
          : { body: '[]', n: (await tx.query<{ n: number }>(`${run}select count(*)::int as n from _m`, sql.params)).rows[0]!.n };
        // A single object was asked for: PostgREST rolls the change back unless exactly one row changed.
        if (single && result.n !== 1) throw new RestFailure(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${result.n} rows`);
        return result;
      });
      const status = method === 'POST' ? 201 : representation ? 200 : 204;
      if (!representation) return new Response(null, { status: method === 'POST' ? 201 : 204 });
      return answer(single, status, body, n);
    }
    throw new RestFailure(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  // ---- functions -------------------------------------------------------------------------------

  private async rpc(request: Request, name: string, query: URLSearchParams, caller: RestCaller): Promise<Response> {
    let args: Row;
    if (request.method === 'GET' || request.method === 'HEAD') {
      args = Object.fromEntries([...query.entries()].filter(([key]) => !RESERVED.has(key)));
    } else {
      const text = await request.text();
      args = (text ? JSON.parse(text) : {}) as Row;
    }
    const given = Object.keys(args);
    const candidates = await this.functionsNamed(name);
    const fn = candidates.find(
      (candidate) =>
        given.every((arg) => candidate.args.some((a) => a.name === arg)) && candidate.args.every((a) => a.hasDefault || given.includes(a.name)),
    );
    if (!fn) throw new RestFailure(404, 'PGRST202', `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`);
    const sql = new Sql();
    const call = `public.${quote(name)}(${given
      .map((arg) => {
        const type = fn.args.find((a) => a.name === arg)!.type;
        const value = args[arg];
        const text = value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
        return `${quote(arg)} => ${sql.param(text)}::text::${type}`;
      })
      .join(', ')})`;
    const statement = fn.returnsSet
      ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${call} _r`
      : fn.returnsComposite
        ? `select to_json(_r)::text as body from ${call} _r`
        : `select to_json(${call})::text as body`;
    const body = await this.asCaller(caller, async (tx) => (await tx.query<{ body: string | null }>(statement, sql.params)).rows[0]?.body ?? null);
    if (fn.returnsVoid) return new Response(null, { status: 204 });
    return new Response(body ?? 'null', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
}

function answer(single: boolean, status: number, body: string, n: number, headers: Record<string, string> = {}): Response {
  if (single) {
    if (n !== 1) throw new RestFailure(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
    const object = (JSON.parse(body) as unknown[])[0];
    return restJson(status, object, { ...headers, 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' });
  }
  return new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function columnOf(name: string, known: ReadonlyMap<string, Column>, table: string): Column {
  const column = known.get(name);
  if (!column) throw new RestFailure(400, '42703', `column ${table}.${name} does not exist`);
  return column;
}

function selectList(select: string | null, known: ReadonlyMap<string, Column>, table: string): string {
  const names = (select ?? '*').split(',').map((c) => c.trim()).filter(Boolean);
  if (names.length === 0 || names.includes('*')) return '*';
  return names.map((name) => quote(columnOf(name, known, table).name)).join(', ');
}

function orderClause(order: string | null, known: ReadonlyMap<string, Column>, table: string): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [name, ...modifiers] = term.split('.');
    const column = quote(columnOf(name!, known, table).name);
    const direction = modifiers.includes('desc') ? ' desc' : ' asc';
    const nulls = modifiers.includes('nullsfirst') ? ' nulls first' : modifiers.includes('nullslast') ? ' nulls last' : '';
    return `_t.${column}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function whereClause(query: URLSearchParams, known: ReadonlyMap<string, Column>, table: string, sql: Sql, alias: string): string {
  const conditions: string[] = [];
  for (const [key, expression] of query.entries()) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      const negate = key.startsWith('not.');
      const joiner = key.endsWith('or') ? ' or ' : ' and ';
      const parts = splitLogic(expression.replace(/^\(|\)$/g, '')).map((part) => {
        const dot = part.indexOf('.');
        return condition(columnOf(part.slice(0, dot), known, table), part.slice(dot + 1), sql, alias);
      });
      conditions.push(`${negate ? 'not ' : ''}(${parts.join(joiner)})`);
      continue;
    }
    conditions.push(condition(columnOf(key, known, table), expression, sql, alias));
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}

/** `column=[not.]operator.value` as SQL; every value is a parameter cast to the column's type. */
function condition(column: Column, expression: string, sql: Sql, alias: string): string {
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice('not.'.length) : expression;
  const dot = rest.indexOf('.');
  const operator = rest.slice(0, dot);
  const operand = rest.slice(dot + 1);
  const target = `${alias}.${quote(column.name)}`;
  const typed = (value: string) => `${sql.param(value)}::text::${column.type}`;
  const comparisons: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
  let clause: string;
  if (operator in comparisons) clause = `${target} ${comparisons[operator]} ${typed(operand)}`;
  else if (operator === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(operand)) throw new RestFailure(400, 'PGRST100', `failed to parse filter (is.${operand})`);
    clause = `${target} is ${operand}`;
  } else if (operator === 'like' || operator === 'ilike') clause = `${target}::text ${operator} ${sql.param(operand.replaceAll('*', '%'))}::text`;
  else if (operator === 'in') clause = `${target} = any(${sql.param(`{${splitList(operand.replace(/^\(|\)$/g, '')).map(arrayElement).join(',')}}`)}::text::${column.type}[])`;
  else if (operator === 'cs') clause = `${target} @> ${typed(operand)}`;
  else if (operator === 'cd') clause = `${target} <@ ${typed(operand)}`;
  else if (operator === 'ov') clause = `${target} && ${typed(operand.replace(/^\(/, '{').replace(/\)$/, '}'))}`;
  else throw new RestFailure(400, 'PGRST100', `failed to parse filter (${operator}.${operand})`);
  return negated ? `not (${clause})` : clause;
}

const arrayElement = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** `a,"b,c",d` → ['a', 'b,c', 'd'] (PostgREST list syntax). */
function splitList(list: string): string[] {
  if (list === '') return [];
  return [...list.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim()));
}

/** The top-level terms of an `or=(…)` filter, keeping nested parentheses and quotes together. */
function splitLogic(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const c of list) {
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '(') depth += 1;
    if (!quoted && c === ')') depth -= 1;
    if (!quoted && depth === 0 && c === ',') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (current) parts.push(current);
  return parts;
}

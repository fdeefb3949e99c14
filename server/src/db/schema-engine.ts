import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import { databaseUrl } from './database-server.js';

export type SchemaEngine = bindings.SchemaEngine;

let wasmLoaded = false;
let lastPanic: string | undefined;

/** The message of the engine's last panic, if it panicked. */
export function takeEnginePanic(): string | undefined {
  const message = lastPanic;
  lastPanic = undefined;
  return message;
}

// @types/node does not declare the WebAssembly global; this is the part of it used here.
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, unknown>) => { exports: Record<string, unknown> };
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

/**
 * The package imports its .wasm as an ES module, which Node 20 only allows behind
 * --experimental-wasm-modules; instantiate it by hand instead, as the prisma CLI does.
 */
function loadWasm(): void {
  if (wasmLoaded) return;
  // The engine reports a Rust panic's message here before it aborts with a WebAssembly trap.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      lastPanic = message;
    },
  };
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('@prisma/schema-engine-wasm').replace(/schema_engine\.js$/, 'schema_engine_bg.wasm');
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': withUnrefTimers(bindings) });
  const exports = instance.exports as { __wbindgen_start(): void };
  (bindings as unknown as { __wbg_set_wasm(wasm: unknown): void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start();
  wasmLoaded = true;
}

/**
 * The engine arms timers it never clears (timeouts raced against database calls), which kept
 * `proctor migrate` alive for ten seconds after it finished. Its timers must not hold the process.
 */
function withUnrefTimers(imports: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(imports).map(([name, value]) =>
      name.startsWith('__wbg_setTimeout_')
        ? [name, (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref()]
        : [name, value],
    ),
  );
}

function toAdapterError(error: unknown): unknown {
  if (!(error instanceof pg.DatabaseError)) return error;
  return new DriverAdapterError({
    kind: 'postgres',
    code: error.code ?? 'unknown',
    severity: error.severity ?? 'ERROR',
    message: error.message,
    detail: error.detail,
    column: error.column,
    hint: error.hint,
  });
}

/**
 * adapter-pg runs a script by splitting it on ";" and sending each piece on whatever
 * pooled connection is free, so a failing migration is left half-applied and a
 * semicolon inside a function body breaks it. Here the whole script goes as one
 * simple-protocol query, which PostgreSQL runs as a single implicit transaction.
 */
function withAtomicScripts(adapter: SqlDriverAdapter, pool: pg.Pool, release?: () => Promise<void>): SqlDriverAdapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    async queryRaw(query) {
      const result = await adapter.queryRaw(query);
      for (const index of charColumns.get(result.rows) ?? []) result.columnTypes[index] = CHARACTER_COLUMN;
      return result;
    },
    executeRaw: (query) => adapter.executeRaw(query),
    startTransaction: (isolationLevel) => adapter.startTransaction(isolationLevel),
    getConnectionInfo: () => adapter.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    async executeScript(script) {
      try {
        await pool.query(script);
      } catch (error) {
        throw toAdapterError(error);
      }
    },
    async dispose() {
      await adapter.dispose();
      await release?.();
    },
  };
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const CHARACTER_COLUMN = ColumnTypeEnum.Character;

/** Result rows whose columns are PostgreSQL "char", by column index. */
const charColumns = new WeakMap<unknown[], number[]>();

/**
 * A pool for the schema engine. adapter-pg cannot map PostgreSQL's one-byte "char" type, which
 * the engine's catalog queries return (pg_class.relkind, pg_constraint.contype), so any diff
 * against a database failed with "Column type 'char' could not be deserialized". Such columns
 * pass through adapter-pg as text and are then typed as the Character the engine expects.
 */
function enginePool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const query = pool.query.bind(pool) as (config: string | pg.QueryConfig) => Promise<pg.QueryResult | pg.QueryResult[]>;
  pool.query = (async (config: string | pg.QueryConfig) => {
    const result = await query(config);
    for (const { fields, rows } of Array.isArray(result) ? result : [result]) {
      const indices = (fields ?? []).flatMap((field, index) => (field.dataTypeID === PG_CHAR_OID ? [index] : []));
      if (indices.length === 0) continue;
      for (const index of indices) fields[index]!.dataTypeID = PG_TEXT_OID;
      charColumns.set(rows, indices);
    }
    return result;
  }) as typeof pool.query;
  return pool;
}

/** A driver-adapter factory for the schema engine: atomic scripts and a shadow database it cleans up. */
class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@proctor/migrations';
  private readonly pools = new Set<pg.Pool>();

  constructor(private readonly url: string) {}

  private pool(url: string): pg.Pool {
    const pool = enginePool(url);
    this.pools.add(pool);
    return pool;
  }

  /** Ends every pool still open: the engine does not always dispose of its adapters. */
  async close(): Promise<void> {
    const pools = [...this.pools];
    this.pools.clear();
    await Promise.all(pools.map((pool) => (pool.ended ? undefined : pool.end())));
  }

  async connect(): Promise<SqlDriverAdapter> {
    const pool = this.pool(this.url);
    const adapter = await new PrismaPg(pool).connect();
    return withAtomicScripts(adapter, pool);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = `proctor_shadow_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const pool = this.pool(databaseUrl(this.url, name));
    const adapter = await new PrismaPg(pool).connect();
    return withAtomicScripts(adapter, pool, async () => {
      this.pools.delete(pool);
      await pool.end();
      const cleanup = new pg.Client({ connectionString: this.url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    });
  }
}

/** Runs `work` with a schema engine on the database at `url`, then frees it and its connections. */
export async function withSchemaEngine<T>(
  url: string,
  schema: { path: string; content: string },
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  loadWasm();
  const factory = new MigrationAdapterFactory(url);
  try {
    const engine = await bindings.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      () => {},
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}

import type { StatementSync } from "node:sqlite";
import { type Db, sqliteConnectionOf } from "./client.ts";

/**
 * Whether another connection (another process, a script) committed to a SQLite file, looked at no
 * more than once per `intervalMs`. `PRAGMA data_version` moves only with other connections'
 * commits, but reading it opens a read transaction (file locks, the WAL index): about 5 µs, a fifth
 * of a page-cache hit's CPU in the profile. So one look serves every caller of the next interval,
 * and another connection's commit shows within that time.
 */
export class OtherConnectionCommits {
  private readonly dataVersion: StatementSync;
  private readonly intervalMs: number;
  private seen: unknown;
  private lookedAt = Number.NEGATIVE_INFINITY;

  /** Undefined on PostgreSQL and for a Db without its raw connection (made elsewhere). */
  static of(db: Db, intervalMs: number): OtherConnectionCommits | undefined {
    const connection = sqliteConnectionOf(db);
    return connection && new OtherConnectionCommits(connection.prepare("PRAGMA data_version"), intervalMs);
  }

  private constructor(dataVersion: StatementSync, intervalMs: number) {
    this.dataVersion = dataVersion;
    this.intervalMs = intervalMs;
    this.seen = this.read();
  }

  private read(): unknown {
    return this.dataVersion.get()?.data_version;
  }

  /** True when a look was due and found a commit of another connection since the previous look. */
  moved(): boolean {
    const now = performance.now();
    if (now - this.lookedAt < this.intervalMs) return false;
    this.lookedAt = now;
    const version = this.read();
    if (version === this.seen) return false;
    this.seen = version;
    return true;
  }
}

// Naming a file in a write. A record that names `files/<hash>` makes the file
// readable by every reader of that record (access.ts), so naming one is a read of it: a write may
// name only a file its writer may already read (its uploader within the grace period, or a reader of
// a live record that names it: the pull's rules). A file the row already named before this write is
// always kept (an unchanged photo on an edited profile), since the row's readers read it already.
// A file that does not exist and a file the writer may not read get the same refusal
// (`file_missing`, one pt-BR message): a push cannot tell whether someone else's file exists.
//
// "Names" means what the file_refs trigger records (013_files.sql): any string of the row, at any
// depth and in any field, that is exactly `files/<64 hex>`; so no field list to keep in step with
// the registry (`image`/`file` fields, an approval's `proposed.photo_url`, a free `extra` object).
import type { MutationMessage } from '../../src/domain/protocol';
import { MutationError, type StoredRow } from '../../src/domain/mutators/index';
import type { Viewer } from '../../src/domain/resources/scope';
import type { Db } from '../db/db';
import { SYNC_MSG } from '../sync/messages';
import { readableFiles } from './access';

// JSON.stringify writes a string equal to `files/<hex>` as exactly this (no character of it is
// escaped); a key spelled so is matched too, which only makes the check stricter.
const NAMED_IN_JSON = /"files\/([0-9a-f]{64})"/g;

/** The hashes of every file a value names, at any depth. */
export function filesNamedBy(value: unknown): Set<string> {
  const out = new Set<string>();
  if (value === undefined || value === null) return out;
  for (const match of JSON.stringify(value).matchAll(NAMED_IN_JSON)) out.add(match[1]!);
  return out;
}

/** One push's decisions: which files its writer may name (decided once per file for the batch). */
export class FileGate {
  private readonly decided = new Map<string, boolean>();

  constructor(
    private readonly db: Db,
    private readonly tenantId: string,
    private readonly viewer: Viewer,
    private readonly now: Date,
  ) {}

  /** Decides in one round the files the batch's arguments name (what its writes usually name). */
  async prefetch(mutations: readonly MutationMessage[]): Promise<void> {
    const hashes = new Set<string>();
    for (const m of mutations) for (const hash of filesNamedBy(m.args)) hashes.add(hash);
    await this.decide([...hashes]);
  }

  private async decide(hashes: readonly string[]): Promise<void> {
    const open = hashes.filter((hash) => !this.decided.has(hash));
    if (open.length === 0) return;
    const readable = await readableFiles(this.db, this.tenantId, this.viewer, open, this.now);
    for (const hash of open) this.decided.set(hash, readable.has(hash));
  }

  /**
   * Refuses (file_missing) a write whose new row names a file the writer may not read, unless the
   * row named it already. `before`: the row as it stands before this mutation (undefined: new).
   */
  async check(row: StoredRow | null, before: () => Promise<StoredRow | undefined>): Promise<void> {
    const named = filesNamedBy(row);
    if (named.size === 0) return;
    const kept = filesNamedBy(await before());
    const added = [...named].filter((hash) => !kept.has(hash));
    await this.decide(added);
    if (added.some((hash) => !this.decided.get(hash))) throw new MutationError('file_missing', SYNC_MSG.fileMissing);
  }
}

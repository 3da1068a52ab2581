// How full the disk under a directory is (statfs); tests put a fake in its place to fill a disk on demand.
import { statfs } from 'node:fs/promises';
import path from 'node:path';

export interface DiskUsage {
  /** Bytes this server's user can still write. */
  freeBytes: number;
  totalBytes: number;
}

export type DiskSpace = (dir: string) => Promise<DiskUsage>;

/**
 * The disk a directory is on, or would be on once made: on PostgreSQL without DATA_DIR, `./data` need not exist
 * (nothing is written there until a backup or a mail file is), and its nearest parent is where that will go.
 */
export const statfsDiskSpace: DiskSpace = async (dir) => {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(at);
      return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw error;
      at = parent;
    }
  }
};

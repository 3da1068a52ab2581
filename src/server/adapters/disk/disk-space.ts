// How full the disk under a directory is (statfs); tests put a fake in its place to fill a disk on demand.
import { statfs } from 'node:fs/promises';

export interface DiskUsage {
  /** Bytes this server's user can still write. */
  freeBytes: number;
  totalBytes: number;
}

export type DiskSpace = (dir: string) => Promise<DiskUsage>;

export const statfsDiskSpace: DiskSpace = async (dir) => {
  const stats = await statfs(dir);
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
};

// Reads and writes the menu's tables. The whole menu is small (dozens of dishes, a week a week): it is read at once
// into memory and kept while the generation in menu_settings stays the same.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  dishes,
  dishPhotos,
  dishVersions,
  menuEditors,
  menuRotations,
  menuSettings,
  menuWeekDishPins,
  menuWeeks,
  type PlannedDay,
} from './menu-tables';

export type DishRow = typeof dishes.$inferSelect;
export type DishVersionRow = typeof dishVersions.$inferSelect;
export type NewDishVersion = Omit<typeof dishVersions.$inferInsert, 'dishId' | 'version' | 'createdAt'>;
export type RotationRow = typeof menuRotations.$inferSelect;
export type WeekRow = typeof menuWeeks.$inferSelect;

/** Everything the menu reads, as of one generation. */
export interface MenuSnapshot {
  generation: number;
  keepDays: number;
  dishes: DishRow[];
  versions: DishVersionRow[];
  weeks: WeekRow[];
  rotations: RotationRow[];
  pins: { weekStart: string; dishId: number; version: number }[];
  editors: number[];
}

export function menuRepository(db: DbOrTx) {
  return {
    async generation(): Promise<number | null> {
      const [row] = await db
        .select({ g: menuSettings.generation })
        .from(menuSettings)
        .where(eq(menuSettings.id, 1));
      return row ? Number(row.g) : null;
    },

    async snapshot(): Promise<MenuSnapshot> {
      const [settings] = await db.select().from(menuSettings).where(eq(menuSettings.id, 1));
      const [dishRows, versions, weeks, rotations, pins, editors] = await Promise.all([
        db.select().from(dishes),
        db.select().from(dishVersions),
        db.select().from(menuWeeks),
        db.select().from(menuRotations),
        db.select().from(menuWeekDishPins),
        db.select({ userId: menuEditors.userId }).from(menuEditors),
      ]);
      return {
        generation: settings ? Number(settings.generation) : 0,
        keepDays: settings?.keepDays ?? 3,
        dishes: dishRows,
        versions,
        weeks,
        rotations,
        pins,
        editors: editors.map((e) => e.userId),
      };
    },

    /** Moves the generation on: every instance reads the menu afresh. Call in the change's transaction. */
    async bump(): Promise<void> {
      await db
        .insert(menuSettings)
        .values({ id: 1, generation: 1 })
        .onConflictDoUpdate({
          target: menuSettings.id,
          set: { generation: sql`${menuSettings.generation} + 1` },
        });
    },

    /** Takes the seeding turn: true for the one instance (and the one time) that should write the starting menu. */
    async claimSeed(now: Date): Promise<boolean> {
      await db.insert(menuSettings).values({ id: 1 }).onConflictDoNothing();
      const claimed = await db
        .update(menuSettings)
        .set({ seededAt: now })
        .where(and(eq(menuSettings.id, 1), sql`${menuSettings.seededAt} is null`))
        .returning({ id: menuSettings.id });
      return claimed.length > 0;
    },

    async setKeepDays(keepDays: number): Promise<void> {
      await db.update(menuSettings).set({ keepDays }).where(eq(menuSettings.id, 1));
    },

    async createDish(version: NewDishVersion, now: Date): Promise<number> {
      const [dish] = await db.insert(dishes).values({ createdAt: now }).returning({ id: dishes.id });
      if (!dish) throw new Error('dish not inserted');
      await db.insert(dishVersions).values({ ...version, dishId: dish.id, version: 1, createdAt: now });
      return dish.id;
    },

    /** The dish's row, locked for its change; undefined when there is none (or it was deleted). */
    async lockDish(id: number): Promise<DishRow | undefined> {
      const [row] = await db.select().from(dishes).where(eq(dishes.id, id)).for('update');
      return row && row.archivedAt === null ? row : undefined;
    },

    async addVersion(dishId: number, version: NewDishVersion, now: Date): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${dishVersions.version}), 0)::int` })
        .from(dishVersions)
        .where(eq(dishVersions.dishId, dishId));
      const next = Number(row?.last ?? 0) + 1;
      await db.insert(dishVersions).values({ ...version, dishId, version: next, createdAt: now });
      return next;
    },

    async archiveDish(id: number, now: Date): Promise<void> {
      await db.update(dishes).set({ archivedAt: now }).where(eq(dishes.id, id));
    },

    async setPhoto(dishId: number, photoId: string | null): Promise<void> {
      await db.update(dishes).set({ photoId }).where(eq(dishes.id, dishId));
    },

    async pin(weekStart: string, dishId: number, version: number): Promise<void> {
      await db
        .insert(menuWeekDishPins)
        .values({ weekStart, dishId, version })
        .onConflictDoUpdate({
          target: [menuWeekDishPins.weekStart, menuWeekDishPins.dishId],
          set: { version },
        });
    },

    async saveWeek(weekStart: string, days: PlannedDay[], now: Date): Promise<void> {
      await db
        .insert(menuWeeks)
        .values({ weekStart, days, updatedAt: now })
        .onConflictDoUpdate({ target: menuWeeks.weekStart, set: { days, updatedAt: now } });
    },

    async addRotation(startsOn: string, weeks: PlannedDay[][], now: Date): Promise<number> {
      const [row] = await db
        .insert(menuRotations)
        .values({ startsOn, weeks, createdAt: now })
        .returning({ id: menuRotations.id });
      if (!row) throw new Error('rotation not inserted');
      return row.id;
    },

    async setEditor(userId: number, allowed: boolean, grantedBy: number, now: Date): Promise<void> {
      if (allowed) {
        await db.insert(menuEditors).values({ userId, grantedBy, grantedAt: now }).onConflictDoNothing();
      } else {
        await db.delete(menuEditors).where(eq(menuEditors.userId, userId));
      }
    },

    async savePhoto(photo: typeof dishPhotos.$inferInsert): Promise<void> {
      await db.insert(dishPhotos).values(photo);
    },

    async photo(id: string, format: 'webp' | 'avif' | 'jpeg'): Promise<Buffer | undefined> {
      const column = { webp: dishPhotos.webp, avif: dishPhotos.avif, jpeg: dishPhotos.jpeg }[format];
      const [row] = await db.select({ data: column }).from(dishPhotos).where(eq(dishPhotos.id, id));
      return row?.data;
    },
  };
}

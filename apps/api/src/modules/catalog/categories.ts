import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/tables/catalog.ts';

export async function listCategories(db: Db) {
  return db
    .select({ uuid: categories.uuid, name: categories.name, display_image: categories.displayImage })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

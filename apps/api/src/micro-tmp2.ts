import { openDatabase } from './db/client.ts';
import { mainStore } from './modules/catalog/home.ts';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
for (let i = 0; i < 1500; i++) await mainStore(database.db, {});
await database.close();

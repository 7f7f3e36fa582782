/** `npm run seed`: creates the demo shop in an empty database (the server also does on first start). */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { seedDemoDataIfEmpty } from '../src/server/demo/seed';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const seeded = await seedDemoDataIfEmpty(database.db);
console.log(
  seeded
    ? `Demo data created: ${seeded.categories} collections, ${seeded.products} products.`
    : 'The database already has a catalogue; nothing was changed.',
);
await database.close();

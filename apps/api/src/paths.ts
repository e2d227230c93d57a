import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/, and tsup bundles it directly into dist/, so one `..` reaches the
// package root in both cases.
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = path.join(packageRoot, 'drizzle');
export const seedAssetsDir = path.join(packageRoot, 'seed-assets');

/**
 * `npm run lockfile:complete`, after any `npm install` that changes Tailwind.
 *
 * The registry these machines reach does not carry Tailwind's native binaries for other
 * platforms, so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the
 * lockfile as out of sync. This adds their entries back (optional, with their os/cpu), which
 * `npm ci` accepts and, on Linux, never downloads. See docs/decisions/004-toolchain-pins.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version: string;
  [field: string]: unknown;
}

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
if (!oxide) throw new Error('@tailwindcss/oxide is not in package-lock.json');

const otherPlatforms: Record<string, { cpu: string[]; os?: string[] }> = {
  'android-arm64': { cpu: ['arm64'], os: ['android'] },
  'darwin-arm64': { cpu: ['arm64'], os: ['darwin'] },
  'darwin-x64': { cpu: ['x64'], os: ['darwin'] },
  'freebsd-x64': { cpu: ['x64'], os: ['freebsd'] },
  'linux-arm-gnueabihf': { cpu: ['arm'], os: ['linux'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { cpu: ['arm64'], os: ['win32'] },
  'win32-x64-msvc': { cpu: ['x64'], os: ['win32'] },
};

let added = 0;
for (const [platform, { cpu, os }] of Object.entries(otherPlatforms)) {
  const key = `node_modules/@tailwindcss/oxide-${platform}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: oxide.version,
    cpu,
    dev: true,
    license: 'MIT',
    optional: true,
    ...(os && { os }),
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional Tailwind platform entries added.`);

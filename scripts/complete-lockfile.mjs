// Adds the platform-specific optional packages (Next's and SWC's binaries for macOS, Windows…)
// that the npm registry reachable here does not serve, as entries that only their own platform
// installs. Without them `npm ci` refuses the lock file as out of sync. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const entry of Object.values({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = name.match(/-(darwin|win32|linux|freebsd|android|openbsd|openharmony|sunos|aix)-(arm64|x64|arm|ppc64|s390x|ia32|riscv64|loong64)/);
    if (!platform) throw new Error(`${name}: cannot tell its platform; add it to the lock file by hand`);
    packages[key] = { version, cpu: [platform[2]], os: [platform[1]], optional: true };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform package(s) added`);

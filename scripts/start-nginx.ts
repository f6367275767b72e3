/**
 * `npm run start:nginx` (after `npm run build`): the production profile. nginx serves every page
 * and asset from the static tree (out/) on PORT (8080), precompressed, with the headers of
 * lib/deploy; `next start` runs on an internal port (PORT + 1) for /api, and for language
 * detection when LOCALE_DETECTION is on. Ctrl-C or SIGTERM stops both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nextBin } from './next-bin';
import { nginxBinary } from './nginx/binary';
import { renderNginxConfig } from './nginx/nginx';
import { servedFiles, type DeployManifest } from '../lib/deploy/static-tree';
import { DEFAULT_PREFIX, LOCALE_PREFIXES } from '../lib/i18n/locales';
import { NOT_FOUND_SEGMENT, PAGE_PATHS } from '../lib/routes';

const port = Number(process.env.PORT ?? 8080);
const nodePort = Number(process.env.NGINX_NODE_PORT ?? port + 1);
const root = resolve('out');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function fail(message: string): never {
  console.error(`start:nginx: ${message}`);
  process.exit(1);
}

if (!existsSync(join(root, 'deploy.json'))) fail('out/deploy.json is missing: run `npm run build` first.');
if (spawnSync('bash', ['scripts/ensure-nginx.sh'], { stdio: 'inherit' }).status !== 0) fail('nginx is needed (see above).');
const nginx = nginxBinary() ?? fail('nginx is on neither PATH nor the sbin folders, though scripts/ensure-nginx.sh found it.');

const manifest = JSON.parse(readFileSync(join(root, 'deploy.json'), 'utf8')) as DeployManifest;
const runtimeDir = mkdtempSync(join(tmpdir(), 'experts-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runtimeDir, dir));
const config = renderNginxConfig(
  {
    prefixes: LOCALE_PREFIXES,
    defaultPrefix: DEFAULT_PREFIX,
    pages: PAGE_PATHS,
    notFoundSegment: NOT_FOUND_SEGMENT,
    rootRedirect: manifest.rootRedirect,
    localeDetection: manifest.localeDetection,
    files: servedFiles(manifest.files),
  },
  {
    listen: port,
    root,
    node: `127.0.0.1:${nodePort}`,
    https: manifest.https,
    csp: manifest.csp,
    brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
    runtimeDir,
    // Run as root (a container, CI), nginx's workers would become nobody, who may not read the
    // checkout; production installs set their own user.
    user: process.getuid?.() === 0 ? 'root root' : undefined,
  },
);
const configFile = join(runtimeDir, 'nginx.conf');
writeFileSync(configFile, config);
const check = spawnSync(nginx, ['-t', '-q', '-p', runtimeDir, '-c', configFile], { encoding: 'utf8' });
if (check.status !== 0) fail(`the generated configuration (${configFile}) does not pass nginx -t:\n${check.stderr}`);

const children: ChildProcess[] = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => (child.exitCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', done))))).then(() =>
    process.exit(code),
  );
}
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`start:nginx: ${name} stopped (${signal ?? code}); stopping the other.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

start('next start', process.execPath, [nextBin(), 'start', '-p', String(nodePort)], {
  ...process.env,
  PORT: String(nodePort),
  // nginx passes the visitor's address in X-Forwarded-For, overwriting any the client sent.
  TRUST_PROXY: 'true',
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// nginx opens its port once Node answers, so that whoever waits for the port finds the API up.
async function nodeAnswers(deadline: number): Promise<boolean> {
  while (Date.now() < deadline && !stopping) {
    try {
      await fetch(`http://127.0.0.1:${nodePort}/en`, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return false;
}
if (!(await nodeAnswers(Date.now() + 60_000))) {
  console.error(`start:nginx: next start did not answer on ${nodePort} within a minute.`);
  stop(1);
} else if (!stopping) {
  start('nginx', nginx, ['-p', runtimeDir, '-c', configFile, '-g', 'daemon off;'], process.env);
  console.log(`start:nginx: http://localhost:${port} (nginx, static tree out/); /api → next start on ${nodePort}; configuration ${configFile}`);
}

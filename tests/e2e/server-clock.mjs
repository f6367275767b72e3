/**
 * The server's clock, moved from outside (`node --import` this file): what `new Date()` and
 * `Date.now()` give is the real time plus the milliseconds written in E2E_CLOCK_FILE, read again
 * every 100 ms. tests/e2e/meeting.spec.ts moves a server to a meeting's reminder times with it;
 * the product's code knows nothing of it.
 */
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  const now = () => RealDate.now() + offset;
  // A proxy of Date itself: every static (UTC, parse) and `instanceof Date` stay as they are.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: (target) => new target(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}

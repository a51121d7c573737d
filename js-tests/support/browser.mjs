// What the browser tests run outside node --test share (js-tests/demo, js-tests/react): named
// checks that report "ok"/"not ok" and a closing "N passed, N failed", and Debian's chromium
// launched headless by the caller's playwright-core (each test folder installs its own).
import { existsSync } from 'node:fs';

/**
 * `check(name, fn)` runs one check and logs its outcome; `broke(what, error)` counts a failure
 * outside any check (the setup); `finish()` logs the totals and sets the exit code.
 */
export function checks() {
  let passed = 0;
  let failed = 0;
  const notOk = (name, e) => console.log(`not ok - ${name}\n  ${String(e && e.stack || e).split('\n').join('\n  ')}`);
  return {
    async check(name, fn) {
      const t0 = Date.now();
      try {
        await fn();
        passed += 1;
        console.log(`ok - ${name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed += 1;
        notOk(`${name} (${Date.now() - t0} ms)`, e);
      }
    },
    broke(what, e) {
      failed += 1;
      notOk(what, e);
    },
    finish() {
      console.log(`${passed} passed, ${failed} failed`);
      process.exitCode = failed === 0 ? 0 : 1;
    },
  };
}

/** Debian's chromium (or OXO_CHROMIUM) by playwright-core's `chromium`, headless, with a fresh temporary profile. */
export async function launchChromium(chromium) {
  const executablePath = process.env.OXO_CHROMIUM || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`${executablePath} is missing: \`bash scripts/setup.sh\` installs Debian's chromium (or set OXO_CHROMIUM)`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

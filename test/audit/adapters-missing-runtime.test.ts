/**
 * A missing runtime is a usage error naming what to install: `uri-grammar audit --peer NAME`
 * with only a scratch folder on PATH, and stand-in runtimes there. These need none of the real
 * runtimes, so they live apart from test/audit/adapters.test.ts, whose file-level audit runs all
 * three for real: there they failed exactly when a runtime was missing, the case they test (the
 * file's beforeAll failed first, and afterEach then threw on the scratch folder never made).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt } from '../cli/run-cli';

beforeAll(assertBuilt);

describe('a missing runtime is a usage error naming what to install', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'uri-grammar-adapters-'));
  });
  afterEach(() => {
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A stand-in for a runtime: a shell script that prints `output` and exits with `code`. */
  function fakeRuntime(name: string, code: number, output = ''): void {
    const file = join(scratch, name);
    writeFileSync(file, `#!/bin/sh\nprintf '%s\\n' '${output}'\nexit ${code}\n`);
    chmodSync(file, 0o755);
  }

  /** `uri-grammar audit --peer NAME` with only the scratch folder on PATH. */
  function auditWithoutRuntimes(name: string): { status: number | null; stderr: string } {
    return spawnSync(
      process.execPath,
      [join(__dirname, '../../dist/src/cli.js'), 'audit', '--peer', name],
      { input: 'http://a/\n', encoding: 'utf8', timeout: 60_000, env: { PATH: scratch } },
    );
  }

  test.each([
    [
      'python-urllib',
      'needs python3 on PATH (Debian: apt-get install python3): python3 is not on PATH',
    ],
    [
      'java-uri',
      'needs a JDK 11 or later with java on PATH (Debian: apt-get install openjdk-17-jdk-headless): java is not on PATH',
    ],
    [
      'perl-uri',
      'needs perl with the URI module (Debian: apt-get install liburi-perl; elsewhere: cpan URI): perl is not on PATH',
    ],
  ])('%s with nothing on PATH: exit 2 and what to install', (name, message) => {
    const result = auditWithoutRuntimes(name);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`uri-grammar: peer ${name} ${message}`);
    expect(result.stderr).not.toContain('internal error');
  });

  test('perl without the URI module', () => {
    fakeRuntime('perl', 2);
    expect(auditWithoutRuntimes('perl-uri').stderr).toContain(
      'uri-grammar: peer perl-uri needs perl with the URI module (Debian: apt-get install liburi-perl; elsewhere: cpan URI): perl -MURI -MJSON::PP -e 1 exited with 2',
    );
  });

  test('a java that cannot run a source file (no compiler)', () => {
    fakeRuntime('java', 0, 'java.base@17');
    expect(auditWithoutRuntimes('java-uri').stderr).toContain(
      ': java --list-modules lists no jdk.compiler module',
    );
  });
});

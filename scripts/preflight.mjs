// The first step of `npm test`: the programs its tests run beside Node (Chromium, PostgreSQL,
// Redis, nginx) come from Debian's packages. When some are missing and this process may install
// them (root, apt-get present, TEST_INSTALL not 0) it installs them; otherwise it names each
// missing one and the one command that installs them all, so the run stops in its first seconds
// rather than minutes later in the test that needs one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { postgresBin } from './postgres.mjs';

/**
 * What a machine offers the check: the environment, whether this process is root, and probes of
 * the file system; `run` runs a program with its output shown and answers its exit status.
 * @typedef {{
 *   env: Record<string, string | undefined>,
 *   isRoot: boolean,
 *   onPath: (program: string) => boolean,
 *   exists: (path: string) => boolean,
 *   postgresInstalled: () => boolean,
 *   run: (program: string, args: string[], env: Record<string, string>) => number | null,
 *   log: (line: string) => void,
 * }} TestMachine
 */

/** The Debian packages the tests need, each with how to tell it is installed. */
export const TEST_TOOLS = [
  {
    name: 'Chromium',
    usedBy: 'the browser journeys',
    debianPackage: 'chromium',
    /** @param {TestMachine} machine */
    installed: (machine) =>
      machine.env.CHROMIUM_PATH
        ? machine.exists(machine.env.CHROMIUM_PATH)
        : machine.onPath('chromium'),
  },
  {
    name: 'PostgreSQL',
    usedBy: "the server's tests on PostgreSQL",
    debianPackage: 'postgresql',
    /** @param {TestMachine} machine */
    installed: (machine) => machine.postgresInstalled(),
  },
  {
    name: 'Redis',
    usedBy: 'the cluster tests',
    debianPackage: 'redis-server',
    /** @param {TestMachine} machine */
    installed: (machine) => machine.onPath('redis-server'),
  },
  {
    name: 'nginx',
    usedBy: "the cluster journey's reverse proxy",
    debianPackage: 'nginx-light',
    /** @param {TestMachine} machine */
    installed: (machine) => machine.onPath('nginx') || machine.exists('/usr/sbin/nginx'),
  },
];

/** @param {TestMachine} machine */
export function missingTools(machine) {
  return TEST_TOOLS.filter((tool) => !tool.installed(machine));
}

/** @param {TestMachine} machine */
export function mayInstall(machine) {
  return machine.isRoot && machine.onPath('apt-get') && machine.env.TEST_INSTALL !== '0';
}

/**
 * The one command that installs `tools`.
 * @param {typeof TEST_TOOLS} tools
 * @param {TestMachine} machine
 */
export function installCommand(tools, machine) {
  const packages = tools.map((tool) => tool.debianPackage).join(' ');
  return `${machine.isRoot ? '' : 'sudo '}apt-get install -y ${packages}`;
}

/**
 * Checks the machine and installs what is missing when it may. True when every tool is there
 * at the end; false after printing what is missing and the command that installs it.
 * @param {TestMachine} machine
 */
export function preflight(machine = thisMachine()) {
  let missing = missingTools(machine);
  if (missing.length === 0) return true;
  if (mayInstall(machine)) {
    const packages = missing.map((tool) => tool.debianPackage);
    machine.log(`Installing what the tests need from Debian's packages: ${packages.join(' ')}`);
    const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };
    const updated = machine.run('apt-get', ['update', '-qq'], aptEnv) === 0;
    if (updated) machine.run('apt-get', ['install', '-y', '-qq', ...packages], aptEnv);
    missing = missingTools(machine);
    if (missing.length === 0) return true;
  }
  for (const tool of missing) {
    machine.log(`Missing: ${tool.name} (for ${tool.usedBy}), Debian package ${tool.debianPackage}`);
  }
  machine.log(`Install them with: ${installCommand(missing, machine)}`);
  if (!mayInstall(machine)) {
    machine.log(
      machine.env.TEST_INSTALL === '0'
        ? '(TEST_INSTALL=0: npm test installs nothing itself.)'
        : '(npm test installs them itself when run as root on a machine with apt-get.)',
    );
  }
  return false;
}

/** @returns {TestMachine} */
export function thisMachine() {
  const env = process.env;
  const onPath = (program) =>
    (env.PATH ?? '').split(delimiter).some((dir) => {
      try {
        accessSync(join(dir, program), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return {
    env,
    isRoot: process.getuid?.() === 0,
    onPath,
    exists: existsSync,
    postgresInstalled: () => {
      try {
        return existsSync(join(postgresBin(), 'initdb'));
      } catch {
        return false;
      }
    },
    run: (program, args, extraEnv) =>
      spawnSync(program, args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status,
    log: (line) => console.log(line),
  };
}

if (process.argv[1] === import.meta.filename) process.exit(preflight() ? 0 : 1);

#!/usr/bin/env node
// `npm run new-remote -- <name>`: creates the remote `mfe-<name>` from scripts/remote-template/
// (a Module Federation remote that builds, tests, type-checks and lints) and registers it: a
// reference in the root tsconfig.json and a port in libs/build-config/src/remote-ports.json,
// which is also the list `npm start` serves in /remotes.json. The name must be an owner of
// ROUTES in @idle/contracts, so the remote knows which routes it serves.
//
// `--root <folder>` registers into another workspace root (the generator's own test uses it).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const repoRoot = join(import.meta.dirname, '..');
const templateDir = join(import.meta.dirname, 'remote-template');
const portsFile = join('libs', 'build-config', 'src', 'remote-ports.json');

class GeneratorError extends Error {}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Every template file, as paths relative to the template folder. */
function templateFiles(dir = templateDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templateFiles(join(dir, entry.name))
      : [relative(templateDir, join(dir, entry.name))],
  );
}

function fill(text, values) {
  return text.replaceAll(/\{\{(\w+)\}\}/g, (placeholder, key) => {
    if (!Object.hasOwn(values, key)) throw new Error(`Unknown template value ${placeholder}`);
    return values[key];
  });
}

/** The remote's folder from `market` or `mfe-market`, refused unless ROUTES has that owner. */
function remoteFolder(name, owners) {
  const folder = name.startsWith('mfe-') ? name : `mfe-${name}`;
  const remotes = owners.filter((owner) => owner.startsWith('mfe-'));
  if (!remotes.includes(folder)) {
    throw new GeneratorError(
      `"${name}" is not a remote of the game. APP_OWNERS in libs/contracts/src/routes.ts lists: ` +
        `${remotes.map((remote) => remote.slice('mfe-'.length)).join(', ')}. ` +
        'Add the owner and its routes there first.',
    );
  }
  return folder;
}

/** Adds the remote after the other remotes in the root tsconfig.json's references. */
function addReference(root, folder) {
  const file = join(root, 'tsconfig.json');
  const tsconfig = readJson(file);
  if (tsconfig.references.some((reference) => reference.path === folder)) return;
  const lastRemote = tsconfig.references.findLastIndex((reference) =>
    reference.path.startsWith('mfe-'),
  );
  tsconfig.references.splice(lastRemote + 1, 0, { path: folder });
  writeJson(file, tsconfig);
}

/** The remote's port: the one it has, or the next after the highest. */
function assignPort(root, folder) {
  const file = join(root, portsFile);
  const ports = readJson(file);
  if (!(folder in ports)) {
    ports[folder] = Math.max(...Object.values(ports)) + 1;
    writeJson(file, ports);
  }
  return ports[folder];
}

async function generate(name, root) {
  const contracts = await tsImport('@idle/contracts', import.meta.url);
  const folder = remoteFolder(name, contracts.APP_OWNERS);
  const target = join(root, folder);
  if (existsSync(target)) {
    throw new GeneratorError(`${target} already exists: choose another remote or remove it.`);
  }

  const label = contracts.OWNER_LABELS[folder];
  const owned = contracts.routesOwnedBy(folder);
  const values = {
    folder,
    label,
    labelLower: label.toLowerCase(),
    routeList: [...new Set(owned.map((route) => route.title))].join(', '),
    routeRows: owned.map((route) => `| \`${route.path}\` | ${route.title} | not yet |`).join('\n'),
    port: String(assignPort(root, folder)),
  };
  addReference(root, folder);

  // Formatted with the project's Prettier settings, so a long name still passes format:check.
  const prettierOptions = await prettier.resolveConfig(join(repoRoot, 'package.json'));
  for (const file of templateFiles()) {
    const output = join(target, file.replace(/\.tmpl$/, ''));
    const text = fill(readFileSync(join(templateDir, file), 'utf8'), values);
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, await prettier.format(text, { ...prettierOptions, filepath: output }));
  }
  return { folder, port: values.port };
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { root: { type: 'string', default: repoRoot } },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run new-remote -- <name>   (for example: npm run new-remote -- market)',
  );
  process.exit(2);
}
try {
  const { folder, port } = await generate(positionals[0], options.root);
  console.log(`Created ${folder}/ (port ${port}), referenced in tsconfig.json.`);
  console.log(`Next: run npm install (links @idle/${folder} and records it in package-lock.json),`);
  console.log(
    `then fill in ${folder}/src/routes.tsx and ${folder}/README.md (see the root README).`,
  );
} catch (error) {
  if (!(error instanceof GeneratorError)) throw error;
  console.error(`new-remote: ${error.message}`);
  process.exit(1);
}

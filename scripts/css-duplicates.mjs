#!/usr/bin/env node
// Counts the CSS rule blocks that recur word for word across the apps' CSS Modules (shell,
// mfe-*, libs/ui): the same selector with the same declarations in the same order, whitespace,
// comments and letter case of property names aside. A block inside an at-rule (@media, @keyframes)
// is told apart by that at-rule. A block recurs when two or more files hold it; its copies are
// the files holding it. Prints the number of recurring blocks and of their copies, then the most
// copied blocks with their files.
//   node scripts/css-duplicates.mjs [--top N] [folder...]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results']);

/** The folders whose CSS Modules are compared: the shell's, every remote's and the kit's sources. */
function appFolders() {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => join(entry.name, 'src'));
  return ['shell/src', ...remotes, 'libs/ui/src'];
}

function moduleFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...moduleFiles(path));
    else if (entry.name.endsWith('.module.css')) files.push(path);
  }
  return files;
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

function normaliseSelector(selector) {
  return squash(selector)
    .replace(/\s*([,>+~])\s*/g, '$1')
    .replace(/,/g, ', ');
}

function normaliseDeclarations(text) {
  return text
    .split(';')
    .map(squash)
    .filter((declaration) => declaration !== '')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon === -1) return declaration;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      return `${property}: ${declaration.slice(colon + 1).trim()}`;
    });
}

/**
 * The rule blocks of a stylesheet, each as one normalised text: the enclosing at-rules, the
 * selector and the declarations. Blocks without declarations (an at-rule's own braces) are left
 * out. Enough of CSS for our modules: no strings holding braces or semicolons.
 */
export function ruleBlocks(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = [];
  // Each open block: its prelude and the declarations read so far directly inside it.
  const open = [];
  let pending = '';
  for (const char of text) {
    if (char === '{') {
      // Declarations before a nested block belong to the enclosing block; the rest is the prelude.
      const lastEnd = pending.lastIndexOf(';');
      if (open.length > 0 && lastEnd !== -1) open.at(-1).body += pending.slice(0, lastEnd + 1);
      open.push({ prelude: pending.slice(lastEnd + 1), body: '' });
      pending = '';
    } else if (char === '}') {
      const block = open.pop();
      if (block === undefined) continue;
      const declarations = normaliseDeclarations(block.body + pending);
      pending = '';
      if (declarations.length === 0) continue;
      const context = open.map((outer) => squash(outer.prelude));
      const selector = normaliseSelector(block.prelude);
      blocks.push([...context, `${selector} { ${declarations.join('; ')}; }`].join(' '));
    } else {
      pending += char;
    }
  }
  return blocks;
}

/** Each block held by two or more files, with those files, most copied first. */
export function duplicatedBlocks(files) {
  const filesByBlock = new Map();
  for (const file of files) {
    for (const block of new Set(ruleBlocks(readFileSync(file, 'utf8')))) {
      const holders = filesByBlock.get(block) ?? [];
      holders.push(file);
      filesByBlock.set(block, holders);
    }
  }
  return [...filesByBlock]
    .filter(([, holders]) => holders.length > 1)
    .map(([block, holders]) => ({ block, files: holders }))
    .sort((a, b) => b.files.length - a.files.length || a.block.localeCompare(b.block));
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '15' } },
    allowPositionals: true,
  });
  const folders = positionals.length > 0 ? positionals : appFolders();
  const files = folders.flatMap((folder) => moduleFiles(join(root, folder)));
  const duplicates = duplicatedBlocks(files);
  const copies = duplicates.reduce((sum, { files: holders }) => sum + holders.length, 0);
  console.log(
    `${duplicates.length} rule blocks recur word for word across ${files.length} CSS Modules ` +
      `(${copies} copies).`,
  );
  const inKit = duplicates.filter(({ files: holders }) =>
    holders.some((file) => relative(root, file).startsWith('libs/ui/')),
  );
  if (inKit.length > 0) {
    const appCopies = inKit.reduce((sum, { files: holders }) => sum + holders.length - 1, 0);
    console.log(`${inKit.length} of them are in libs/ui: ${appCopies} copies the apps can drop.`);
  }
  for (const { block, files: holders } of duplicates.slice(0, Number(values.top))) {
    console.log(`\n${holders.length}x ${block}`);
    for (const file of holders) console.log(`    ${relative(root, file)}`);
  }
}

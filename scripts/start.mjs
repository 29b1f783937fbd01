#!/usr/bin/env node
// `npm start`: composes and serves the game. Until the server and the apps exist, it says what
// the workspace holds so far and how to check it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const libs = readdirSync(join(root, 'libs'));
console.log('The game server and the apps are not part of the workspace yet.');
console.log(`Libraries: ${libs.map((name) => `@idle/${name}`).join(', ')}`);
console.log('Run `npm test` to type-check, lint and test them.');

// The one remote manifest (remotes.manifest.json at the root), as the delivery scripts see it.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const REMOTE_MANIFEST = JSON.parse(fs.readFileSync(path.join(ROOT, 'remotes.manifest.json'), 'utf8')).remotes;
export const REMOTE_NAMES = Object.keys(REMOTE_MANIFEST);

import fs from 'node:fs';
import path from 'node:path';

// Back closes the topmost overlay only if every overlay takes part: a file that renders an MUI
// dialog, drawer, popover or menu must call useCloseOnBack (shared/README.md).
const root = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'remotes.manifest.json'), 'utf8')) as { remotes: Record<string, { folder: string }> };
const folders = ['host', ...Object.values(manifest.remotes).map((remote) => remote.folder)];
const OVERLAY = /from '@mui\/material\/(Dialog|Drawer|SwipeableDrawer|Popover|Menu|Modal)'/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('every overlay closes on Back', () => {
  const overlays = folders.flatMap((folder) => sources(path.join(root, folder, 'src'))).filter((file) => OVERLAY.test(fs.readFileSync(file, 'utf8')));

  it('finds the overlays of the host and the remotes', () => {
    expect(overlays.length).toBeGreaterThanOrEqual(10);
  });

  it.each(overlays.map((file) => [path.relative(root, file)]))('%s uses useCloseOnBack', (file) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toContain('useCloseOnBack(');
  });
});

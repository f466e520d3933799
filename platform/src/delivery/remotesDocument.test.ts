import {
  addVersion, compareVersions, DeliveryError, describeVersions, dropMissingVersions, emptyDocument, nextPatch, startCanary, stepCanary, stopCanary, versionsToKeep,
  recordBuild, rollbackVersion, serviceStack, serveVersion, validateDocument,
} from './remotesDocument';

const at = (n: number) => `2026-01-0${n}T00:00:00.000Z`;
const info = (n: number) => ({ builtAt: at(n), contract: '1.0.0' });

function casinoWith(...versions: string[]) {
  let doc = emptyDocument();
  versions.forEach((v, i) => { doc = addVersion(doc, 'casino', v, info(i + 1)); });
  return doc;
}

describe('versions', () => {
  it('orders semver numerically, pre-releases first', () => {
    expect(['1.0.10', '1.0.2', '1.0.2-rc.1', '0.9.0'].sort(compareVersions)).toEqual(['0.9.0', '1.0.2-rc.1', '1.0.2', '1.0.10']);
  });

  it('bumps the patch of the highest version', () => {
    expect(nextPatch(['1.0.0', '1.0.9', '1.0.10'])).toBe('1.0.11');
    expect(nextPatch([])).toBe('1.0.0');
    expect(nextPatch(['2.0.0-beta'])).toBe('2.0.0');
  });
});

describe('addVersion', () => {
  it('records the entry relative to the site base and a release in history, not in service', () => {
    const doc = casinoWith('1.0.0');
    expect(doc.remotes.casino).toEqual({
      current: null,
      versions: { '1.0.0': { entry: 'remotes/casino/1.0.0/remoteEntry.js', builtAt: at(1), contract: '1.0.0' } },
      history: [{ version: '1.0.0', at: at(1), action: 'release' }],
    });
  });

  it('refuses an existing version, a bad version and an unknown remote without changing the document', () => {
    const doc = casinoWith('1.0.0');
    const before = JSON.stringify(doc);
    expect(() => addVersion(doc, 'casino', '1.0.0', info(2))).toThrow(/exists already/);
    expect(() => addVersion(doc, 'casino', 'latest', info(2))).toThrow(/not a version/);
    expect(() => addVersion(doc, 'poker', '1.0.0', info(2))).toThrow(DeliveryError);
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('use and rollback', () => {
  it('puts a version in service and refuses an unknown one', () => {
    const doc = serveVersion(casinoWith('1.0.0', '1.0.1'), 'casino', '1.0.1', at(5));
    expect(doc.remotes.casino?.current).toBe('1.0.1');
    expect(doc.remotes.casino?.history.at(-1)).toEqual({ version: '1.0.1', at: at(5), action: 'use' });
    expect(() => serveVersion(doc, 'casino', '9.9.9', at(6))).toThrow(/no version 9.9.9; known versions: 1.0.0, 1.0.1/);
  });

  it('walks back through what was in service, not back and forth', () => {
    let doc = casinoWith('1.0.0', '1.0.1', '1.0.2');
    doc = serveVersion(doc, 'casino', '1.0.0', at(4));
    doc = serveVersion(doc, 'casino', '1.0.1', at(5));
    doc = serveVersion(doc, 'casino', '1.0.2', at(6));
    const first = rollbackVersion(doc, 'casino', at(7));
    expect([first.from, first.to]).toEqual(['1.0.2', '1.0.1']);
    const second = rollbackVersion(first.doc, 'casino', at(8));
    expect([second.from, second.to]).toEqual(['1.0.1', '1.0.0']);
    expect(second.doc.remotes.casino?.history.at(-1)).toEqual({ version: '1.0.0', at: at(8), action: 'rollback' });
    expect(() => rollbackVersion(second.doc, 'casino', at(9))).toThrow(/no earlier version/);
  });

  it('after a rollback and a new use, rolls back to the version before that use', () => {
    let doc = casinoWith('1.0.0', '1.0.1', '1.0.2');
    doc = serveVersion(doc, 'casino', '1.0.0', at(4));
    doc = serveVersion(doc, 'casino', '1.0.1', at(5));
    doc = rollbackVersion(doc, 'casino', at(6)).doc;
    doc = serveVersion(doc, 'casino', '1.0.2', at(7));
    expect(serviceStack(doc.remotes.casino ?? { current: null, history: [] })).toEqual(['1.0.0', '1.0.2']);
    expect(rollbackVersion(doc, 'casino', at(8)).to).toBe('1.0.0');
  });

  it('refuses to put in service, or roll back to, a version the host in service cannot run', () => {
    let doc = emptyDocument();
    doc = addVersion(doc, 'casino', '1.0.0', { builtAt: at(1), contract: '1.1.0' });
    doc = addVersion(doc, 'casino', '1.0.1', { builtAt: at(2), contract: '1.2.0' });
    doc = addVersion(doc, 'casino', '2.0.0', { builtAt: at(3), contract: '2.0.0' });
    doc = { ...serveVersion(doc, 'casino', '1.0.0', at(4)), host: { contract: '1.1.0', builtAt: at(1) } };
    expect(() => serveVersion(doc, 'casino', '1.0.1', at(5))).toThrow(/newer than this host's 1\.1\.0; release the host first/);
    expect(() => serveVersion(doc, 'casino', '2.0.0', at(5))).toThrow(/another major/);
    // A host that moved on to 1.2 runs 1.0.1; rolling back to it later is refused once the host is 1.1 again.
    const newerHost = { ...doc, host: { contract: '1.2.0', builtAt: at(6) } };
    const served = serveVersion(newerHost, 'casino', '1.0.1', at(7));
    expect(served.remotes.casino?.current).toBe('1.0.1');
    expect(() => rollbackVersion({ ...served, host: { contract: '2.0.0', builtAt: at(8) } }, 'casino', at(9))).toThrow(/refused to put casino 1\.0\.0 in service/);
  });

  it('skips a version whose folder is gone', () => {
    let doc = casinoWith('1.0.0', '1.0.1', '1.0.2');
    for (const [i, v] of ['1.0.0', '1.0.1', '1.0.2'].entries()) doc = serveVersion(doc, 'casino', v, at(4 + i));
    doc = dropMissingVersions(doc, 'casino', ['1.0.0', '1.0.2']);
    expect(rollbackVersion(doc, 'casino', at(9)).to).toBe('1.0.0');
  });
});

describe('recordBuild', () => {
  it('puts a new version in service, keeps ops choice on a rebuild', () => {
    const first = recordBuild(emptyDocument(), 'casino', '1.0.0', info(1), at(1));
    let { doc } = first;
    expect(first.isNew).toBe(true);
    expect(doc.remotes.casino?.current).toBe('1.0.0');
    doc = addVersion(doc, 'casino', '1.0.1', info(2));
    doc = serveVersion(doc, 'casino', '1.0.1', at(3));
    const rebuilt = recordBuild(doc, 'casino', '1.0.0', info(4), at(4));
    expect(rebuilt.isNew).toBe(false);
    expect(rebuilt.doc.remotes.casino?.current).toBe('1.0.1');
    expect(rebuilt.doc.remotes.casino?.versions['1.0.0']?.builtAt).toBe(at(4));
    const bumped = recordBuild(rebuilt.doc, 'casino', '1.1.0', info(5), at(5));
    expect(bumped.doc.remotes.casino?.current).toBe('1.1.0');
  });
});

describe('validateDocument and describeVersions', () => {
  it('rejects a document whose service points at an unknown version', () => {
    const doc = casinoWith('1.0.0');
    const broken = { ...doc, remotes: { casino: { ...doc.remotes.casino, current: '2.0.0' } } };
    expect(() => validateDocument(broken)).toThrow(/not among its versions/);
    expect(() => validateDocument({ remotes: {} })).toThrow(/schemaVersion/);
  });

  it('marks the version in service and lists history', () => {
    const text = describeVersions(serveVersion(casinoWith('1.0.0', '1.0.1'), 'casino', '1.0.0', at(3)), ['casino']);
    expect(text).toMatch(/casino \(in service: 1\.0\.0\)/);
    expect(text).toMatch(/\* 1\.0\.0/);
    expect(text).toMatch(/use\s+1\.0\.0/);
  });
});

describe('canary', () => {
  const served = () => serveVersion(casinoWith('1.0.0', '1.0.1', '1.0.2'), 'casino', '1.0.0', at(4));

  it('serves a version to a share besides the one in service, steps 5 → 25 → 100 and promotes', () => {
    let doc = startCanary(served(), 'casino', '1.0.1', 5, at(5));
    expect(doc.remotes.casino).toMatchObject({ current: '1.0.0', canary: { version: '1.0.1', percent: 5, since: at(5) } });
    expect(validateDocument(doc)).toBeTruthy();
    let step = stepCanary(doc, 'casino', at(6));
    expect(step.percent).toBe(25);
    doc = step.doc;
    expect(doc.remotes.casino?.canary).toMatchObject({ percent: 25, since: at(5), stepAt: at(6) });
    step = stepCanary(doc, 'casino', at(7));
    expect(step.percent).toBe(100);
    expect(step.doc.remotes.casino?.current).toBe('1.0.1');
    expect(step.doc.remotes.casino?.canary).toBeUndefined();
    expect(step.doc.remotes.casino?.history.slice(-3).map((h) => [h.action, h.percent])).toEqual([['canary', 5], ['canary', 25], ['promote', undefined]]);
    // A rollback after a promotion goes back to the version before it.
    expect(rollbackVersion(step.doc, 'casino', at(8)).to).toBe('1.0.0');
  });

  it('stops a canary with its reason, and refuses what makes no sense', () => {
    const doc = startCanary(served(), 'casino', '1.0.1', 50, at(5));
    const stopped = stopCanary(doc, 'casino', at(6), 'failure rate 40 % vs 0 %');
    expect(stopped.doc.remotes.casino?.canary).toBeUndefined();
    expect(stopped.doc.remotes.casino?.current).toBe('1.0.0');
    expect(stopped.doc.remotes.casino?.history.at(-1)).toEqual({ version: '1.0.1', at: at(6), action: 'canary-stop', reason: 'failure rate 40 % vs 0 %' });
    expect(() => startCanary(doc, 'casino', '1.0.2', 5, at(6))).toThrow(/already runs 1\.0\.1 as a canary/);
    expect(() => startCanary(served(), 'casino', '1.0.0', 5, at(6))).toThrow(/already in service/);
    expect(() => startCanary(served(), 'casino', '1.0.1', 0, at(6))).toThrow(/--percent/);
    expect(() => stepCanary(served(), 'casino', at(6))).toThrow(/runs no canary/);
    // Putting a version in service by hand ends the canary.
    const used = serveVersion(doc, 'casino', '1.0.2', at(7));
    expect(used.remotes.casino?.canary).toBeUndefined();
    expect(used.remotes.casino?.history.at(-1)).toMatchObject({ action: 'canary-stop', version: '1.0.1', reason: 'use 1.0.2' });
  });
});

describe('versionsToKeep (gc)', () => {
  it('keeps what any revision served within the window, what is served now and fresh releases', () => {
    let doc = casinoWith('1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4');
    doc = serveVersion(doc, 'casino', '1.0.0', at(4));
    doc = serveVersion(doc, 'casino', '1.0.1', at(5));
    doc = startCanary(doc, 'casino', '1.0.2', 5, at(6));
    doc = stopCanary(doc, 'casino', at(7), 'x').doc;
    doc = serveVersion(doc, 'casino', '1.0.3', at(8));
    const state = doc.remotes.casino!;
    // Window from day 7: 1.0.2 was still a canary then, 1.0.1 in service; 1.0.0 was replaced on day 5.
    expect([...versionsToKeep(state, at(7))].sort()).toEqual(['1.0.1', '1.0.2', '1.0.3']);
    // Window from day 9: only what is served now (releases were all on days 1-5).
    expect([...versionsToKeep(state, at(9))].sort()).toEqual(['1.0.3']);
    // A window reaching the releases keeps them, even never served.
    expect(versionsToKeep(state, at(5)).has('1.0.4')).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../../src/reporting/chunkReload';
import {
  forgetUsernameAfterReload,
  keepUsernameIfReloadingForUpdate,
  readUsernameAfterReload,
} from '../../src/views/pages/auth/usernameAcrossReload';

const T = 1_800_000_000_000;
afterEach(() => sessionStorage.clear());

describe('the sign-in username across a reload for a new version of the app', () => {
  it('is kept when the page goes because the chunk guard has just asked for the reload, and read once', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T));
    keepUsernameIfReloadingForUpdate('admin', T + 40);
    expect(readUsernameAfterReload(T + 900)).toBe('admin');
    // A render may read it twice (StrictMode, a render thrown away): reading changes nothing.
    expect(readUsernameAfterReload(T + 901)).toBe('admin');
    forgetUsernameAfterReload();
    expect(readUsernameAfterReload(T + 902)).toBeNull();
  });

  it('is kept when the page goes seconds after the guard asked (the old page stays until the reload’s answer comes)', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T));
    keepUsernameIfReloadingForUpdate('admin', T + 3_000);
    expect(readUsernameAfterReload(T + 3_500)).toBe('admin');
  });

  it.each([
    ['no reload was asked for (the visitor reloads, leaves, closes the tab)', null, T],
    ['the guard’s reload was long ago (this is the visitor’s own reload)', String(T - 10_000), T],
    ['the stamp is from the future (the clock moved back)', String(T + 60_000), T],
  ])('is not kept when %s', (_, stamp, now) => {
    if (stamp) sessionStorage.setItem(CHUNK_RELOAD_KEY, stamp);
    keepUsernameIfReloadingForUpdate('admin', now);
    expect(sessionStorage.length).toBe(stamp ? 1 : 0);
    expect(readUsernameAfterReload(now + 10)).toBeNull();
  });

  it('keeps nothing for an empty field', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T));
    keepUsernameIfReloadingForUpdate('', T + 1);
    expect(readUsernameAfterReload(T + 2)).toBeNull();
  });

  it('is stale after a minute: a tab restored later, or the next person at a shared computer, starts empty', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T));
    keepUsernameIfReloadingForUpdate('admin', T + 1);
    expect(readUsernameAfterReload(T + 59_000)).toBe('admin');
    expect(readUsernameAfterReload(T + 61_001)).toBeNull();
  });

  it('is not read when it was kept in the future (the clock moved back since): its minute cannot be told', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(T + 3_600_000));
    keepUsernameIfReloadingForUpdate('admin', T + 3_600_000);
    expect(readUsernameAfterReload(T)).toBeNull();
  });

  it.each(['not json', `{"username":42,"at":${T}}`, '{"username":"admin"}', `{"username":"","at":${T}}`, 'null', '"admin"'])('reads %s as nothing kept', (raw) => {
    sessionStorage.setItem('signin-username-after-update', raw);
    expect(readUsernameAfterReload(T)).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo } from '../../src/views/root/returnTo';

describe('the return path after sign-in', () => {
  it.each(['/', '/students?page=2', '/?from=mail#branch', '/verify-certificate?number=KVS%2F01', '/a/b/../c'])('keeps the internal path %s', (path) => {
    expect(safeReturnTo(path)).toBe(new URL(path, 'https://x.invalid').href.slice('https://x.invalid'.length));
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later', '/ok\\..\\x'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/x\n'],
    ['a path that normalises to //', '/..//evil.example'],
    ['a relative path', 'students'],
    ['the sign-in page', '/auth/login?returnTo=/'],
    ['another auth page', '/auth/anything'],
    ['the sign-in page with a trailing slash', '/auth/login/'],
    ['the sign-in page in capitals (the router ignores case)', '/AUTH/Login'],
    ['nothing', ''],
    ['an overlong path', `/${'a'.repeat(2100)}`],
    ['one character over 2048', `/${'a'.repeat(2048)}`],
    ['a DEL character', '/x\u007f'],
    ['the bare /auth path', '/auth'],
    ['the bare /auth path with a slash and capitals', '/Auth/'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('keeps a path of exactly 2048 characters', () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect(safeReturnTo(longest)).toBe(longest);
  });

  it('refuses what is not a string', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });

  it('builds the sign-in address, leaving out a return to the home page or anything unsafe', () => {
    expect(loginHref('/?from=mail#branch')).toBe('/auth/login?returnTo=%2F%3Ffrom%3Dmail%23branch');
    expect(loginHref('/')).toBe('/auth/login');
    expect(loginHref('//evil.example')).toBe('/auth/login');
    expect(loginHref(null)).toBe('/auth/login');
  });
});

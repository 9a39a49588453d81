// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  isLoginPage,
  isPublicApiPath,
  pathUnderApiBase,
  needsLoginRedirect,
  normalisePagePath,
  skipsBusyIndicator,
} from '../../src/api/requestRules';

describe('bearer token scope: only URLs under the API base', () => {
  const base = 'https://a.edu/api';
  const origin = 'https://app.a.edu';

  it.each([
    ['https://a.edu/api', ''],
    ['https://a.edu/api/x', 'x'],
    ['https://a.edu/api/certificate/validate-certificate/A%2F1', 'certificate/validate-certificate/A%2F1'],
    ['https://a.edu/apix', null],
    ['https://a.edu/apix/y', null],
    ['https://a.edu.evil.com/api/x', null],
    ['https://a.edu@evil.com/api', null],
    ['https://user:pw@a.edu/api/x', null],
    ['https://user@a.edu/api/x', null],
    ['https://:pw@a.edu/api/x', null],
    ['http://a.edu/api/x', null],
    ['https://a.edu:8443/api/x', null],
    ['https://a.edu/other/api/x', null],
    ['//evil.com/api/x', null],
    ['not a url at all ::', null],
  ])('%s -> %s', (url, expected) => {
    expect(pathUnderApiBase(url, base, origin)).toBe(expected);
  });

  it('an API base at the root or with a trailing slash gives the path below it', () => {
    expect(pathUnderApiBase('https://a.edu/student/1', 'https://a.edu', origin)).toBe('student/1');
    expect(pathUnderApiBase('https://a.edu/institute/api/institute/1', 'https://a.edu/institute/api/', origin)).toBe('institute/1');
  });

  it('a relative base covers the page origin only', () => {
    expect(pathUnderApiBase('http://localhost:5173/api/account/me', '/api', 'http://localhost:5173')).toBe('account/me');
    expect(pathUnderApiBase('http://localhost:5173/apix', '/api', 'http://localhost:5173')).toBeNull();
    expect(pathUnderApiBase('http://evil.test/api/x', '/api', 'http://localhost:5173')).toBeNull();
  });

  it('joins paths without doubling slashes and keeps encoded segments', () => {
    expect(apiUrl('/api', 'account/me', 'http://h').href).toBe('http://h/api/account/me');
    expect(apiUrl('https://a.edu/api/', '/x/A%20B%2F1', 'http://h').href).toBe('https://a.edu/api/x/A%20B%2F1');
    // Every leading slash goes: '//host/x' left with one would leave the base path, or the base's host.
    expect(apiUrl('https://a.edu/api/', '//evil.example/x', 'http://h').href).toBe('https://a.edu/api/evil.example/x');
    expect(apiUrl('https://a.edu/api', '///x', 'http://h').href).toBe('https://a.edu/api/x');
  });
});

describe('busy indicator skip list (spec section 7)', () => {
  it.each([
    'state/',
    'country/',
    'currency/',
    'email-available/',
    'employee/',
    'tax/',
    'student/',
    'course/',
    'subject/',
    'admission/',
    'coursecategory/',
    'username-available/',
    'activitylog',
  ])('skips any method on a URL including %s', (fragment) => {
    expect(skipsBusyIndicator('POST', `https://a.edu/api/${fragment}1`)).toBe(true);
    expect(skipsBusyIndicator('GET', `https://a.edu/api/${fragment}`)).toBe(true);
  });

  it('skips GET role/ but not other methods on role/', () => {
    expect(skipsBusyIndicator('GET', 'https://a.edu/api/role/1')).toBe(true);
    expect(skipsBusyIndicator('get', 'https://a.edu/api/role/')).toBe(true);
    expect(skipsBusyIndicator('POST', 'https://a.edu/api/role/')).toBe(false);
    expect(skipsBusyIndicator('DELETE', 'https://a.edu/api/role/1')).toBe(false);
  });

  it('shows the indicator for everything else', () => {
    expect(skipsBusyIndicator('GET', 'https://a.edu/api/certificate/validate-certificate/X')).toBe(false);
    expect(skipsBusyIndicator('POST', 'https://a.edu/api/account/login')).toBe(false);
  });
});

describe('login redirect rule (spec section 4, contract)', () => {
  it('never redirects a signed-in user', () => {
    expect(needsLoginRedirect({ signedIn: true, pagePath: '/students', requestPath: '/api/student/1' })).toBe(false);
  });

  it.each(['/auth/login', '/auth/login/', '/auth/login//', '/', '', '//', '/lead-capture', '/lead-capture/new/abc'])('never redirects from the exempt page %s', (pagePath) => {
    expect(needsLoginRedirect({ signedIn: false, pagePath, requestPath: '/api/student/1' })).toBe(false);
  });

  it.each([
    '/api/account/me',
    '/api/state/',
    '/api/country/',
    '/api/currency/',
    '/api/institute/1',
    '/api/certificate/validate-certificate/X',
    '/api/certificate/validate-certificate/initiate/localhost',
    '/api/current-institute',
    '/api/lead-capture/new/f1',
    '/api/lead-capture/form/f1',
    '/api/result/download-pdf/r1',
  ])('lets a signed-out visitor call the public path %s', (requestPath) => {
    expect(isPublicApiPath(requestPath)).toBe(true);
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/verify-certificate', requestPath })).toBe(false);
  });

  it.each(['lead-capture/lead/1', 'lead-capture/list'])('keeps the lead-capture exemption to the two public calls (%s is not one)', (requestPath) => {
    expect(isPublicApiPath(requestPath)).toBe(false);
  });

  it('sends a signed-out visitor to sign in for any other path', () => {
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/verify-certificate', requestPath: '/api/student/' })).toBe(true);
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/error/404', requestPath: '/api/role/' })).toBe(true);
  });
});

describe('the sign-in page, as the router matches it', () => {
  // wouter renders the sign-in page at these too, so a 401 there must not clear storage (review defect 2).
  it.each(['/auth/login', '/auth/login/', '/auth/login//', '/AUTH/Login', '/Auth/Login/'])('%s is the sign-in page', (path) => {
    expect(isLoginPage(path)).toBe(true);
  });

  it.each(['/auth/loginx', '/auth/login/x', '/auth', '/auth/', '/xauth/login', '/', '', '/verify-certificate'])('%s is not', (path) => {
    expect(isLoginPage(path)).toBe(false);
  });

  it('normalises page paths in one place: trailing slashes and case go, the root stays the root', () => {
    expect(normalisePagePath('/auth/login//')).toBe('/auth/login');
    expect(normalisePagePath('/Lead-Capture/new/F1/')).toBe('/lead-capture/new/f1');
    expect(normalisePagePath('')).toBe('/');
    expect(normalisePagePath('///')).toBe('/');
  });

  it('exempts lead capture only at a segment boundary', () => {
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/lead-capturex', requestPath: '/api/student/' })).toBe(true);
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/auth/loginx', requestPath: '/api/student/' })).toBe(true);
    expect(needsLoginRedirect({ signedIn: false, pagePath: '/Lead-Capture/new/F1', requestPath: '/api/student/' })).toBe(false);
  });
});

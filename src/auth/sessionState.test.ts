// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../app/cookie';
import {
  clearForHostedSignIn,
  dropReturnPath,
  isHostedSession,
  isSignedIn,
  keepReturnPath,
  markHostedSession,
  markSignedIn,
  markSignedOut,
  takeReturnPath,
} from './sessionState';

/** The spec's own names (§3, §4), not our constants: a renamed key would break every open session. */
const FLAG = 'isAuthenticated';
const RETURN_PATH = 'redirect_internal_url';
const ORIGIN = 'https://siyum.example.org';

const flagCookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${FLAG}=`));

afterEach(() => {
  markSignedOut();
  localStorage.clear();
});

describe('the signed-in flag (§4 app user state)', () => {
  it('a sign-in sets the isAuthenticated cookie; the session asks it', () => {
    expect(isSignedIn()).toBe(false);
    markSignedIn();
    expect(flagCookie()).toBe(`${FLAG}=true`);
    expect(isSignedIn()).toBe(true);
  });

  it('a sign-out removes the cookie and the hosted mark, and keeps the return path', () => {
    markSignedIn();
    markHostedSession();
    keepReturnPath('/dashboard');
    markSignedOut();
    expect(flagCookie()).toBeUndefined();
    expect(isSignedIn()).toBe(false);
    expect(isHostedSession()).toBe(false);
    expect(localStorage.getItem(RETURN_PATH)).toBe('/dashboard');
  });

  it('only the value true counts as signed in', () => {
    writeCookie(FLAG, 'false', { maxAgeSeconds: 60, sameSite: 'Lax' });
    expect(isSignedIn()).toBe(false);
    writeCookie(FLAG, '', { maxAgeSeconds: 60, sameSite: 'Lax' });
    expect(isSignedIn()).toBe(false);
  });
});

describe('the path to return to after sign-in (§3 redirect_internal_url)', () => {
  it('is kept under the spec’s key and taken once', () => {
    keepReturnPath('/s/12/progress?tab=mine#top');
    expect(localStorage.getItem(RETURN_PATH)).toBe('/s/12/progress?tab=mine#top');
    expect(takeReturnPath(ORIGIN)).toBe('/s/12/progress?tab=mine#top');
    expect(localStorage.getItem(RETURN_PATH)).toBeNull();
    expect(takeReturnPath(ORIGIN)).toBe('/');
  });

  it('nothing kept, or the dialog closed: home', () => {
    expect(takeReturnPath(ORIGIN)).toBe('/');
    keepReturnPath('/dashboard');
    dropReturnPath();
    expect(takeReturnPath(ORIGIN)).toBe('/');
  });

  it.each([
    ['another site', 'https://evil.example.net/dashboard'],
    ['a protocol-relative address', '//evil.example.net/dashboard'],
    ['a backslash trick', '/\\evil.example.net'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
  ])('never leaves the site: %s → home, and the value is gone', (_name, kept) => {
    localStorage.setItem(RETURN_PATH, kept);
    expect(takeReturnPath(ORIGIN)).toBe('/');
    expect(localStorage.getItem(RETURN_PATH)).toBeNull();
  });
});

describe('before the hosted sign-in (§2, §7)', () => {
  it('local storage is cleared but the return path; redirect_url keeps host + redirectUrl', () => {
    keepReturnPath('/create');
    markHostedSession();
    localStorage.setItem('pending_username', 'rivka@example.org');
    localStorage.setItem('CognitoIdentityServiceProvider.c1.LastAuthUser', 'old');
    clearForHostedSignIn({ host: 'siyum.example.org', search: '?redirectUrl=%2Fdashboard' });
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      [RETURN_PATH]: '/create',
      redirect_url: 'siyum.example.org/dashboard',
    });
  });

  it('without a redirectUrl query nothing but the return path stays (and without one, nothing)', () => {
    localStorage.setItem('pending_username', 'rivka@example.org');
    clearForHostedSignIn({ host: 'siyum.example.org', search: '' });
    expect(localStorage.length).toBe(0);
  });
});

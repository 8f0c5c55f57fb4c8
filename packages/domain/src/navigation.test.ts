import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationState } from './navigation';

const visitor: NavigationState = { signedIn: false };
const member: NavigationState = { signedIn: true, userInfoBlank: false };
const blank: NavigationState = { signedIn: true, userInfoBlank: true };

describe('decideNavigation (spec §2)', () => {
  it.each([
    ['/create', visitor, '/login?redirectUrl=%2Fcreate'],
    ['/dashboard?tab=due', visitor, '/login?redirectUrl=%2Fdashboard%3Ftab%3Ddue'],
    ['/edit/4', visitor, '/login?redirectUrl=%2Fedit%2F4'],
    ['/participants/4', visitor, '/login?redirectUrl=%2Fparticipants%2F4'],
    ['/admins/4', visitor, '/login?redirectUrl=%2Fadmins%2F4'],
    ['/my-siyumim', visitor, '/login?redirectUrl=%2Fmy-siyumim'],
    ['/login', member, '/'],
    ['/login?redirectUrl=%2Fcreate', member, '/'],
    ['/dashboard', blank, '/auth-callback'],
    ['/community', blank, '/auth-callback'],
  ] as const)('%s redirects to %s', (path, state, to) => {
    expect(decideNavigation(path, state)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/', visitor],
    ['/community', visitor],
    ['/s/12', visitor],
    ['/login', visitor],
    ['/sign-out', visitor],
    ['/create', member],
    ['/auth-callback', blank],
    ['/login', visitor],
  ] as const)('%s is allowed', (path, state) => {
    expect(decideNavigation(path, state)).toEqual({ kind: 'allow' });
  });
});

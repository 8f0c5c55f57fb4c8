/**
 * The demo community's accounts: seeded in the database by `SEED_DEMO=1` (seed/index.ts), and
 * provisioned with the same emails, and a password, in the local identity provider by `npm start`
 * (@siyum/devstack). A production pool has none of them unless someone creates them there.
 */
export interface DemoUser {
  key: 'owner' | 'helper' | 'learner' | 'learner2' | 'visitorish';
  email: string;
  firstName: string;
  lastName: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'owner', email: 'moshe@example.org', firstName: 'Moshe', lastName: 'Cohen' },
  { key: 'helper', email: 'leah@example.org', firstName: 'Leah', lastName: 'Friedman' },
  { key: 'learner', email: 'rivka@example.org', firstName: 'Rivka', lastName: 'Levi' },
  { key: 'learner2', email: 'dovid@example.org', firstName: 'Dovid', lastName: 'Katz' },
  { key: 'visitorish', email: 'yosef@example.org', firstName: 'Yosef', lastName: 'Stern' },
];

/**
 * The demo community's accounts for `npm start`: provisioned in the local identity provider and
 * seeded in the database with the same emails. Local only: never created in production.
 */
export const DEMO_PASSWORD = 'Siyum-demo-2026';

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

/**
 * The password of the demo accounts (@siyum/api's `DEMO_USERS`) in the local identity
 * provider: `npm start` provisions them with it and prints it, the bench signs in with it. Local
 * only; the product never knows it.
 */
export const DEMO_PASSWORD = 'Siyum-demo-2026';

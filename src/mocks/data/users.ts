/**
 * Demo sign-ins (listed in the README). Passwords are demo-only and live here in plain text on purpose: the
 * demo backend never runs against real accounts.
 */
export interface DemoUser {
  id: string;
  username: string;
  password: string;
  name: string;
  email: string;
  /** A role code; the app translates known codes and shows unknown ones as they are. */
  role: 'administrator' | 'staff';
  /** The branch of src/mocks/data/institute.ts the user works at. */
  branchId: string;
}

export const demoUsers: readonly DemoUser[] = [
  {
    id: 'usr-1001',
    username: 'admin',
    password: 'admin@123',
    name: 'Ananya Iyer',
    email: 'ananya.iyer@kaveri-vidya.example.in',
    role: 'administrator',
    branchId: 'br-blr',
  },
  {
    id: 'usr-1002',
    username: 'staff',
    password: 'staff@123',
    name: 'Rohit Deshpande',
    email: 'rohit.deshpande@kaveri-vidya.example.in',
    role: 'staff',
    branchId: 'br-pune',
  },
];

/** Usernames are matched without regard to case or surrounding spaces, as people type them. */
export function findDemoUser(username: string, password: string): DemoUser | null {
  const wanted = username.trim().toLowerCase();
  return demoUsers.find((u) => u.username === wanted && u.password === password) ?? null;
}

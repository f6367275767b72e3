/**
 * Who in the support office may do what. Agents work the requests; admins also erase a person's
 * data, read the audit log and manage accounts (from the command line: npm run office:user).
 */

export const STAFF_ROLES = ['admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  // Stryker disable next-line ConditionalExpression: includes finds nothing but a string among the roles (the check is for the type)
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

const PERMISSIONS = {
  /** The inbox, a submission's page, its attachment, the account page. */
  read: ['admin', 'agent'],
  changeStatus: ['admin', 'agent'],
  export: ['admin', 'agent'],
  erase: ['admin'],
  readAudit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function may(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

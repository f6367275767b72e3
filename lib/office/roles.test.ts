import { describe, expect, it } from 'vitest';
import { isStaffRole, may, type Permission, STAFF_ROLES } from './roles';

describe('staff roles', () => {
  it('are admin and agent, and nothing else is one', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'agent']);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('agent')).toBe(true);
    for (const value of ['Admin', 'root', '', undefined, null, 1, ['admin']]) expect(isStaffRole(value), String(value)).toBe(false);
  });

  it('let agents work the requests, and only admins also erase and read the audit log', () => {
    // The whole table: a permission given to the wrong role is a way into people's data.
    const table: Record<Permission, { admin: boolean; agent: boolean }> = {
      read: { admin: true, agent: true },
      changeStatus: { admin: true, agent: true },
      export: { admin: true, agent: true },
      erase: { admin: true, agent: false },
      readAudit: { admin: true, agent: false },
    };
    for (const [permission, roles] of Object.entries(table) as [Permission, { admin: boolean; agent: boolean }][])
      for (const role of STAFF_ROLES) expect(may(role, permission), `${role} ${permission}`).toBe(roles[role]);
  });
});

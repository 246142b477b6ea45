// UserInfo (src/domain/api.ts) from a users row plus the union of its roles' permissions.
import type { UserInfo } from '../../src/domain/api';
import type { Db } from '../db/db';

/** Columns of `users u` plus the permissions, for any query that joins users as `u`. */
export const USER_INFO_COLUMNS = `u.id, u.name, u.image_url, u.phone, u.email, u.admin, u.master, u.super, u.verified_at,
  COALESCE((SELECT array_agg(DISTINCT rp.permission ORDER BY rp.permission)
              FROM user_roles ur JOIN role_permissions rp ON rp.role_id = ur.role_id
             WHERE ur.user_id = u.id), '{}') AS permissions`;

/** The names of the columns USER_INFO_COLUMNS yields, in order. */
export const USER_INFO_FIELDS = ['id', 'name', 'image_url', 'phone', 'email', 'admin', 'master', 'super', 'verified_at', 'permissions'] as const;

export interface UserInfoRow {
  id: string;
  name: string;
  image_url: string | null;
  phone: string | null;
  email: string;
  admin: boolean;
  master: boolean;
  super: boolean;
  verified_at: Date | null;
  permissions: string[];
}

export function userInfoFromRow(row: UserInfoRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    image_url: row.image_url,
    phone: row.phone,
    email: row.email,
    admin: row.admin,
    master: row.master,
    super: row.super,
    verifyed_at: row.verified_at ? row.verified_at.toISOString() : null, // spelling as the spec's wire name
    permissions_names: row.permissions,
  };
}

export async function loadUserInfo(db: Db, tenantId: string, userId: string): Promise<UserInfo | undefined> {
  const [row] = await db.query<UserInfoRow>(`SELECT ${USER_INFO_COLUMNS} FROM users u WHERE u.tenant_id = $1 AND u.id = $2`, [tenantId, userId]);
  return row ? userInfoFromRow(row) : undefined;
}

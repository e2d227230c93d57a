import { describe, expect, it } from 'vitest';
import { operatorCan, operatorPermissions, operatorRoles } from './roles';

describe('operator roles', () => {
  it('gives 관리자 everything and 조회 전용 only reading', () => {
    for (const permission of Object.keys(operatorPermissions) as Array<
      keyof typeof operatorPermissions
    >) {
      expect(operatorCan('ADMIN', permission)).toBe(true);
      expect(operatorCan('VIEWER', permission)).toBe(permission === 'read');
    }
  });

  it('lets 운영자 run the market but not the operator accounts', () => {
    expect(operatorCan('OPERATOR', 'manageMarket')).toBe(true);
    expect(operatorCan('OPERATOR', 'revealContact')).toBe(true);
    expect(operatorCan('OPERATOR', 'manageOperators')).toBe(false);
  });

  it('names only the known roles in the table', () => {
    for (const roles of Object.values(operatorPermissions)) {
      for (const role of roles) expect(operatorRoles).toContain(role);
    }
  });
});

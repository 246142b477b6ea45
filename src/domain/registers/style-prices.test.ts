import { describe, expect, it } from 'vitest';
import { priceOn } from './style-prices';

const season2025 = { amount_cents: 10000, valid_from: '2025-01-01', valid_until: '2025-12-31' };
const season2026 = { amount_cents: 12000, valid_from: '2026-01-01', valid_until: null };

describe('priceOn', () => {
  it('picks the period holding the day, its last day included', () => {
    expect(priceOn([season2025, season2026], '2025-12-31')?.amount_cents).toBe(10000);
    expect(priceOn([season2025, season2026], '2026-03-10')?.amount_cents).toBe(12000);
  });

  it('has no price before the first period', () => {
    expect(priceOn([season2025, season2026], '2024-12-31')).toBeUndefined();
  });

  it('an open-ended older period gives way to the one that started last', () => {
    const open = { amount_cents: 9000, valid_from: '2024-01-01', valid_until: null };
    expect(priceOn([open, season2026], '2026-05-01')?.amount_cents).toBe(12000);
    expect(priceOn([open, season2026], '2025-05-01')?.amount_cents).toBe(9000);
  });
});

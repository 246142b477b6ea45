// Integer cents as a Brazilian reader expects them: 18000 → "R$ 180,00".
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatCents = (cents: unknown): string => (typeof cents === 'number' ? BRL.format(cents / 100).replace(/\u00a0/g, ' ') : '');

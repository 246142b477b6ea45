/** "24/11/2026 18:40", Brasília time: when a request was made or decided. */
export const brDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

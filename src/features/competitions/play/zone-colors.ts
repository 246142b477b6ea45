// A zone's colour name (classificationzones.color) → the Chakra palette that paints its marker. The
// table never relies on colour alone: the zone's name is in the row (for screen readers) and in the
// legend under the table.
const PALETTE: Readonly<Record<string, string>> = {
  verde: 'green', azul: 'blue', ciano: 'cyan', amarelo: 'yellow', laranja: 'orange', vermelho: 'red', cinza: 'gray',
};

export const zonePalette = (color: unknown): string => PALETTE[String(color)] ?? 'gray';

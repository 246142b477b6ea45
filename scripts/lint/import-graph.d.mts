// Types of import-graph.mjs (plain JavaScript, so that eslint.config.js loads it without a compiler).
export interface ImportEdge { to: string; specifier: string }
export const GRAPH_ROOTS: readonly string[];
export function isTestFile(path: string): boolean;
export function importGraph(root?: string): Map<string, ImportEdge[]>;
export function cycles(graph: Map<string, ImportEdge[]>): string[][];
export function cycleMembership(graph: Map<string, ImportEdge[]>): Map<string, Set<string>>;
export function relativeTo(root: string): (path: string) => string;

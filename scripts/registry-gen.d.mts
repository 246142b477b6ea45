// Types of registry-gen.mjs (plain JavaScript so npm can run it before anything is compiled).
export declare const REGISTRY_DIR: string;
export declare const GENERATED: string;
export declare function declarations(dir?: string): [name: string, stem: string][];
export declare function source(decls?: [string, string][]): string;
export declare function generate(): boolean;

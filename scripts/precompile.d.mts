/** Types of scripts/precompile.mjs (plain JavaScript so `npm start` needs no TypeScript loader). */
export declare const ROOT: string;
export declare function sourceFingerprint(root?: string): string;
export declare function buildPrecompiled(out: string, root?: string): Promise<void>;
export declare function ensureBuilt(out: string, root?: string): Promise<{ rebuilt: boolean; ms: number }>;
export declare function transpileInto(file: string, out: string, root?: string): Promise<string>;

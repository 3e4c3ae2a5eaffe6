/** Types of scripts/bundle-mock.mjs (plain JavaScript so `npm start` needs no TypeScript loader). */
export declare const BUNDLED_PACKAGES: readonly string[];
export declare function bundleMock(tree: string, outfile: string): Promise<{ bytes: number; packages: string[] }>;

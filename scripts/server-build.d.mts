/** The compiled server in `out` (server-build.mjs). */
export declare function buildServer(root: string, out: string): Promise<void>;

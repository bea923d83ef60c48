import type { BuildOptions } from 'esbuild';

/** The server's esbuild options (server-build-options.mjs). */
export declare const serverBuildOptions: BuildOptions;

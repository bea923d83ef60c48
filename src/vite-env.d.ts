/// <reference types="vite/client" />

/** Changes with every build: the persisted query cache of an older build is discarded. */
declare const __BUILD_ID__: string;

/** Hash of the translation files, set at build time by vite.config.ts (`define`). */
declare const __LOCALES_VERSION__: string;

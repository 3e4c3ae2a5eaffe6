/**
 * The configuration schemas' validators (mocks/config/schema.ts): in Node, Ajv's standalone
 * code compiled by `npm run generate`. `validators.browser.ts` checks the same schemas in a page
 * by reading them, which costs the page's bundle a few hundred bytes instead of the 11 KB
 * (gzipped) of generated code.
 */
export { config, keysFile, modelsFile } from "../../generated/config-validators.js";

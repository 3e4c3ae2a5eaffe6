// What png.ts needs of zlib, in Node: node:zlib. zlib.browser.ts is the same surface in a page.
export { crc32, deflateSync } from "node:zlib";

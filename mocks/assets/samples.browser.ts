// The sample files as data, embedded by the browser build's binary loader (a lazy chunk: files.browser.ts).
export { default as video } from "./sample-video.mp4";
export { default as cover } from "./sample-cover.png";

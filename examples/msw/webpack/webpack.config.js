// A plain webpack 5 configuration: no loaders, no resolve.fallback for Node built-ins, no
// polyfills. `ai-gateway-kit/msw` resolves to its browser build through the `browser` condition.
import { fileURLToPath } from "node:url";

export default {
  mode: "production",
  entry: "./src/index.js",
  output: { path: fileURLToPath(new URL("./public/", import.meta.url)), filename: "main.js" },
};

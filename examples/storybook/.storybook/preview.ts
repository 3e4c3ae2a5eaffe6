// msw-storybook-addon 3 starts MSW's worker once and applies each story's `parameters.msw.handlers`
// (its CSF 3 loader: version 3 has no `initialize()`).
import type { Preview } from "@storybook/html-vite";
import { mswLoader } from "msw-storybook-addon/csf3";

const preview: Preview = { loaders: [mswLoader()] };
export default preview;

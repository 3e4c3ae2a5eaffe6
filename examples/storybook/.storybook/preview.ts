// msw-storybook-addon starts MSW's worker once and applies each story's `parameters.msw.handlers`.
import type { Preview } from "@storybook/html-vite";
import { initialize, mswLoader } from "msw-storybook-addon";

initialize({ onUnhandledRequest: "bypass", quiet: true });

const preview: Preview = { loaders: [mswLoader] };
export default preview;

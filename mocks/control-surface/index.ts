/** Every route of the control surface under /__mock (spec/control.yaml), for `app.ts` to give to the core. */
import type { ControlRoute } from "../core/deps.ts";
import { assetRoutes } from "./assets.ts";
import { pageRoutes } from "../pages/index.ts";
import { stateRoutes } from "./state.ts";
import { verdictRoutes } from "./verdict.ts";
import { weatherRoutes } from "./weather.ts";

export const controlRoutes: readonly ControlRoute[] = [...stateRoutes, ...weatherRoutes, ...verdictRoutes, ...assetRoutes, ...pageRoutes];

import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-based routes (app/routes/*): each route module stays thin and wires loaders/actions to features.
export default flatRoutes() satisfies RouteConfig;

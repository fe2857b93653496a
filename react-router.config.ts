import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    // Loaders and actions get the request as it arrived, not two copies each (docs/decisions/060-render-cost.md);
    // code that needs the page's address without React Router's `.data`, `_routes` and `?index` uses pageUrl().
    v8_passThroughRequests: true,
  },
} satisfies Config;

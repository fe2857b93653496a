// What the Hono server hands every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
  }
}

export {};

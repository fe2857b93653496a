// What the Hono server hands every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    /**
     * The client's address as server/app.ts determined it: the socket peer, or with TRUST_PROXY the address the
     * proxy appended to X-Forwarded-For. Auth actions pass it on to better-auth's per-IP rate limiter.
     */
    clientIp?: string | null;
  }
}

export {};

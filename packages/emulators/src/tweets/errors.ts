/** The service's error answers (reference/apis.md §4.4). */
import { jsonResponse } from "../http/json";
import type { FaultStatus } from "./faults";

const BODIES: Record<FaultStatus, object> = {
  400: { detail: "query is required" },
  401: { error: "Unauthorized", message: "API key is invalid" },
  402: { error: "Unauthorized", message: "Credits is not enough.Please recharge" },
  403: {
    error: "Forbidden",
    message: "API key required. Please include x-api-key in your request header...",
  },
  404: { detail: "Not Found" },
  // The documented 429 body is truncated ({"erro…); this one is the emulator's choice.
  429: { error: "Too Many Requests", message: "Too many requests. Please slow down." },
  500: { error: "Internal Server Error", message: "Internal server error" },
  502: { error: "Bad Gateway", message: "Bad gateway" },
  503: { error: "Service Unavailable", message: "Service temporarily unavailable" },
};

/** The answer of `status` with the service's body for it (400: `{"detail": detail}` when given). */
export function errorResponse(status: FaultStatus, detail?: string): Response {
  const body = status === 400 && detail !== undefined ? { detail } : BODIES[status];
  return jsonResponse(body, status, status === 429 ? { "Retry-After": "1" } : {});
}

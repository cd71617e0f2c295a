"use node";
// Node only (node:http/https): imported by the "use node" delivery action alone.
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { PostSigned } from "./webhookAttempt";

/** A lookup that answers every name with the one address already checked. */
function pinTo(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs over a connection to `address` (when given) while TLS still checks the URL's name: what
 * was checked is what is reached, whatever DNS answers a moment later. No redirect is followed;
 * the body of the answer is not read.
 */
export const pinnedPost: PostSigned = (url, address, { headers, body, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const options: RequestOptions = { method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) }, timeout: timeoutMs };
    if (address !== null) options.lookup = pinTo(address);
    const request = send(target, options, (response) => {
      resolve(response.statusCode ?? 0);
      response.destroy();
    });
    request.on("timeout", () => request.destroy(new Error("The endpoint did not answer in time.")));
    request.on("error", reject);
    request.end(body);
  });

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { WebSocketServer } from "ws";
import { AddressThrottle, DEFAULT_REQUESTS_PER_SECOND, holdConnections, refuseThrottled } from "./addressThrottle";
import { isAdminRequest, loadAdminKey } from "./adminKey";
import { ensureAudienceSecret } from "./audienceSecret";
import { setAuthEnvironment, TokenVerifier } from "./auth";
import { Engine } from "./convexTestAdapter";
import { EXIT, StartupError } from "./errors";
import { prepareDataDir } from "./files";
import { siteHandler } from "./httpActions";
import { deploymentHandler } from "./httpApi";
import { LiveQueries } from "./liveQueries";
import { startOutbox } from "./outbox";
import { inProcessQuery } from "./inProcessQuery";
import { log } from "./log";
import { ConvexModules } from "./modules";
import { Persistence } from "./persistence";
import { hostAllowed } from "./hosts";
import { customDomainHandler } from "./customDomains";
import { FunctionRunner, type CallBudgets } from "./runner";
import { usePasswordHashingOffThread } from "./passwordHashing";
import { useSynchronousDigests } from "./digests";
import { Scheduler } from "./scheduler";
import { APP_BASE } from "../src/lib/basePath";
import { WebApp } from "./webApp";
import { FileStorage } from "./storage";
import { MAX_MESSAGE_BYTES, SyncServer, type SocketCaps } from "./sync";
import { STRICT_LIMITS, type FunctionLimits } from "./limits";
import { webServerPublicOrigin } from "../src/lib/env";

export type BackendOptions = {
  /** Port of the deployment URL (Convex API and the web app); 0 picks a free one. */
  port: number;
  /** Port of the site URL (HTTP actions); 0 picks a free one. */
  sitePort: number;
  host: string;
  dataDir: string;
  convexDir: string;
  distDir: string;
  /** Host names (besides loopback names and IP addresses) the server answers to; see hosts.ts. */
  publicHosts?: string[];
  /** Per-address call budgets (README "Limits"). */
  budgets?: CallBudgets;
  /** Transaction, size and time limits and the error shape; strict (a deployment's) unless given. */
  limits?: FunctionLimits;
  /** Open WebSocket connections allowed per client address and in all. */
  socketCaps?: SocketCaps;
  /** API requests and sync messages per client address a second (addressThrottle.ts); Infinity = none. */
  requestsPerSecond?: number;
};

export type Backend = {
  /** The deployment URL, e.g. http://127.0.0.1:3210: what VITE_CONVEX_URL names. */
  url: string;
  /** The site URL (HTTP actions; CONVEX_SITE_URL). */
  siteUrl: string;
  /** Where the web app is served. */
  appUrl: string;
  close(): Promise<void>;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type Handlers = { deployment: Handler; site: Handler; customDomain: Handler };

/**
 * Starts the local backend: binds both ports first (a taken port fails fast), then loads the
 * app's convex/ modules, restores the data directory and starts serving.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const dataDir = path.resolve(options.dataDir);
  const convexDir = path.resolve(options.convexDir);
  await prepareDataDir(dataDir);

  // Requests that arrive while modules load wait for the handlers.
  let ready!: (handlers: Handlers) => void;
  const handlers = new Promise<Handlers>((resolve) => (ready = resolve));
  const publicHosts = options.publicHosts ?? [];
  // Checked before a request is read or dispatched: an address over its budget waits, unread.
  const throttle = new AddressThrottle({ perSecond: options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND });
  let adminKey: string | undefined;
  /** Function calls, files and HTTP actions count; the web app's pages and the admin key do not. */
  const counted = (req: IncomingMessage, apiOnly: boolean) =>
    (!apiOnly || (req.url ?? "").startsWith("/api/")) && !(adminKey !== undefined && isAdminRequest(req.headers.authorization, adminKey));
  // DNS rebinding: a page on another name that resolves to this machine must not reach the API.
  // On the deployment port, other names may be customers' domains (customDomains.ts): their
  // portfolio only, or 404.
  const guarded =
    (pick: (h: Handlers) => Handler, { otherHost, apiOnly }: { otherHost?: (h: Handlers) => Handler; apiOnly: boolean }) =>
    (req: IncomingMessage, res: ServerResponse) => {
      if (!hostAllowed(req.headers.host, publicHosts, options.host)) {
        if (otherHost === undefined) return refuseHost(res);
        return void handlers.then((h) => otherHost(h)(req, res));
      }
      const serve = () => void handlers.then((h) => pick(h)(req, res));
      if (!throttle.enabled) return serve();
      // A page load is not counted, but its visitor is someone a flood must not crowd out.
      if (!counted(req, apiOnly)) return (throttle.seen(req.socket.remoteAddress ?? "unknown"), serve());
      if (!throttle.admit(req.socket.remoteAddress ?? "unknown", req.socket, serve)) refuseThrottled(res);
    };
  const deploymentServer = createServer(guarded((h) => h.deployment, { otherHost: (h) => h.customDomain, apiOnly: true }));
  const siteServer = createServer(guarded((h) => h.site, { apiOnly: false }));
  holdConnections(deploymentServer, throttle);
  holdConnections(siteServer, throttle);
  const port = await listen(deploymentServer, options.port, options.host, "PORT");
  const sitePort = await listen(siteServer, options.sitePort, options.host, "SITE_PORT").catch(async (error: unknown) => {
    await closeServer(deploymentServer);
    throw error;
  });
  const origin = (p: number) => `http://${options.host === "0.0.0.0" ? "127.0.0.1" : options.host}:${p}`;
  const url = origin(port);
  const siteUrl = origin(sitePort);
  const appUrl = `${url}${APP_BASE}`;

  try {
    // Convex Auth and auth.config.ts read these when imported: set them before loading convex/.
    const keys = await setAuthEnvironment(dataDir, { deployment: url, site: siteUrl, app: appUrl });
    await ensureAudienceSecret(dataDir);
    const outbox = await startOutbox(dataDir);
    const modules = new ConvexModules(convexDir);
    const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean> | undefined;
    const limits = options.limits ?? STRICT_LIMITS;
    const engine = await Engine.create(schema, modules.map, limits);
    const storage = new FileStorage(engine, url, path.join(dataDir, "files"));
    engine.setFileHooks(storage.hooks());
    const persistence = new Persistence(dataDir, engine, (id) => storage.forget(id));
    const restored = await persistence.restore();
    const files = await storage.restore();
    log.info(restored ? `Restored ${engine.documents().length} documents and ${files} files from ${dataDir}` : `New database in ${dataDir}`);
    await usePasswordHashingOffThread();
    useSynchronousDigests();

    const authConfig = (await modules.load("auth.config"))?.default as { providers?: { domain?: string; applicationID?: string }[] } | undefined;
    const verifier = new TokenVerifier(keys.JWKS, authConfig?.providers ?? []);
    const runner = new FunctionRunner(engine, modules, options.budgets);
    const live = new LiveQueries(runner);
    engine.onCommit((commit) => {
      persistence.append(commit);
      void live.refresh(commit.touched);
    });
    const settled = async (address?: string) => {
      await Promise.all([persistence.saved(), live.refreshed(address)]);
    };
    const scheduler = new Scheduler(engine, modules);
    await scheduler.start();
    storage.startExpiry();

    const sync = new SyncServer({ engine, runner, live, verifier, settled, throttle }, options.socketCaps);
    const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
    deploymentServer.on("upgrade", (req, socket, head) => {
      if (!hostAllowed(req.headers.host, publicHosts, options.host)) return socket.destroy();
      if (!/^\/api\/[^/]+\/sync$/.test(new URL(req.url ?? "/", "http://localhost").pathname)) return socket.destroy();
      sockets.handleUpgrade(req, socket, head, (ws) => sync.accept(ws, req.socket.remoteAddress ?? "unknown"));
    });
    const query = inProcessQuery(runner);
    // SITE_URL (set above; the app's own URL unless configured) names the platform in every absolute address.
    const webApp = new WebApp(path.resolve(options.distDir), { convexUrl: url, siteUrl, query, publicOrigin: webServerPublicOrigin(process.env) });
    adminKey = await loadAdminKey(dataDir);
    ready({
      deployment: deploymentHandler({ runner, storage, verifier, modules, settled, webApp, adminKey }),
      site: siteHandler({ engine, verifier, settled, redactErrors: limits.redactErrors }),
      customDomain: customDomainHandler(webApp, query),
    });

    let closing: Promise<void> | null = null;
    return {
      url,
      siteUrl,
      appUrl,
      close: () =>
        (closing ??= (async () => {
          scheduler.stop();
          storage.stopExpiry();
          await webApp.close();
          sync.close();
          sockets.close();
          throttle.close();
          await Promise.all([closeServer(deploymentServer), closeServer(siteServer), outbox.close()]);
          await settled();
          await persistence.close();
        })()),
    };
  } catch (error) {
    throttle.close();
    await Promise.all([closeServer(deploymentServer), closeServer(siteServer)]);
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Could not load the app's convex/ functions: ${(error as Error).stack ?? String(error)}`, EXIT.failure);
  }
}

function refuseHost(res: ServerResponse) {
  res.writeHead(421, { "Content-Type": "text/plain; charset=utf-8" });
  res.end("This server does not answer to that host name. Set PUBLIC_HOST to serve it under a public name.");
}

function listen(server: Server, port: number, host: string, variable: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new StartupError(`Port ${port} on ${host} is already in use. Stop the other server or choose another port with ${variable}=<port>.`, EXIT.portInUse)
          : new StartupError(`Cannot listen on ${host}:${port}: ${error.message}`, EXIT.portInUse),
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

# The web server: the React Router build served by `npm run serve` (scripts/serve.ts: public
# portfolio pages are rendered on the server from the Convex deployment, once per published
# version, and served from memory). The Convex functions are deployed separately
# (`npm run deploy`). Not built where this project is developed (no Docker there): see README, Deploy.
#
#   docker build --build-arg VITE_CONVEX_URL=https://<deployment>.convex.cloud -t portfolio-builder-web .
#   docker run --init -p 3000:3000 -e CONVEX_URL=https://<deployment>.convex.cloud portfolio-builder-web

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The project's dependencies need no install scripts (npm 11 skips them too).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The browser bundle's Convex URL (public), baked in at build time.
ARG VITE_CONVEX_URL
ARG BUILD_DIR=dist
ENV VITE_CONVEX_URL=$VITE_CONVEX_URL BUILD_DIR=$BUILD_DIR
RUN node_modules/.bin/tsx scripts/check-env.ts "browser build" \
 && npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-slim
WORKDIR /app
ARG BUILD_DIR=dist
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 BUILD_DIR=$BUILD_DIR
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/$BUILD_DIR ./$BUILD_DIR
# The start check (scripts/check-env.ts) and the server (scripts/serve.ts, run by tsx), with the
# modules they import: the web server (local-backend/webApp.ts), the page cache and the view
# counting (src/public-page/), the variable list (src/lib/envVariables.ts) and the shared rules (convex/).
COPY --from=build /app/scripts/check-env.ts /app/scripts/serve.ts ./scripts/
COPY --from=build /app/local-backend ./local-backend
COPY --from=build /app/src ./src
COPY --from=build /app/convex ./convex
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/portfolio-builder/home').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# CONVEX_URL (the loaders' Convex URL) and SITE_URL or PUBLIC_ORIGIN (the pages' addresses), read at run time, are checked before the server starts.
CMD ["sh", "-c", "node_modules/.bin/tsx scripts/check-env.ts 'web server' && exec node --import tsx scripts/serve.ts"]

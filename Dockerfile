# syntax=docker/dockerfile:1

# The workspaces' manifests, which both stages install from: the dependency layers are reused while only sources change.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY storefront/package.json storefront/
COPY admin/package.json admin/
COPY openapi/package.json openapi/

# Build stage: every workspace, with dev dependencies (Nest CLI, TypeScript, Vite).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the built output only.
FROM manifests
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# scripts/ backs the `npm run migration:*` commands; they find the build stamps and skip rebuilding.
COPY --from=build /app/scripts scripts
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/admin/dist admin/dist
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data PORT=3000
USER node
EXPOSE 3000
CMD ["node", "server/dist/server/src/main.js"]

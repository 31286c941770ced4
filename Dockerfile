# One image for the three roles (api, projections, worker); ROLE picks what a container runs.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so a code change does not re-run the install.
COPY package.json package-lock.json ./
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# Files kept on local disk (the default storage) live under var/, the one writable folder.
RUN mkdir -p var && chown node:node var
USER node
EXPOSE 3000
CMD ["node", "dist/apps/api/src/main.js"]

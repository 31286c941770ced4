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
# glibc gives each thread that allocates an arena of its own (up to 8 per core), and keeps what
# they freed: the face engine's and the two OCR workers' threads (issue 29) grew the API's RSS by
# about 150 MB that way (npm run bench:identity: 707–711 MB growth, 520–552 MB with two arenas).
ENV MALLOC_ARENA_MAX=2
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

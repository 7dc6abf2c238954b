# Koinonia for production: PostgreSQL (DATABASE_URL) and, for several instances, Redis
# (REDIS_URL) and S3 (S3_*). See README.md for every setting.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Builds the client and compiles the server (esbuild and tsx are dev dependencies), then drops
# what only building needed.
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./
# The compiled server reads the migrations from the sources at start; nothing else of them.
COPY --from=build /app/server/db/migrations ./server/db/migrations
# Private to the app user: the app refuses a data folder others can write, and closes one they can read.
RUN mkdir -p -m 700 /data && chown node:node /data
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:5000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/server/main.js"]

# One image for every process kind; compose.yaml picks the process with `command` (dist/bin/server.js,
# subgraphs.js, worker.js, mirror.js, hive-gateway.js). Node runs as the container's first process, so `docker stop`
# (SIGTERM) reaches it and it finishes in-flight requests and writes queued charges before exiting.
FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
# Every dependency, dev ones included (NODE_ENV=production would leave them out): the build needs TypeScript, the
# admin commands tsx.
RUN npm ci --include=dev --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node . .
# The processes run as JavaScript compiled here (npm run build): faster to start, less memory than a loader.
RUN npm run build && chown -R node:node dist
# The heap every process runs with (as npm start gives it; package.json): a young generation of 32 MiB per semi-space,
# which keeps short-lived request garbage out of the old generation, and an old generation bounded at 512 MiB, so a
# process's memory stays flat under load. Set NODE_OPTIONS to change them. Set after the build: the TypeScript
# compiler needs more heap than the service.
ENV NODE_OPTIONS="--max-semi-space-size=32 --max-old-space-size=512"
USER node
EXPOSE 4000
CMD ["node", "dist/bin/server.js"]

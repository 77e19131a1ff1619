# One image for every process kind; compose.yaml picks the process with `command` (npm start, npm run
# start:subgraphs, npm run worker, npm run mirror, npm run start:hive).
FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
# Every dependency, dev ones included: the processes run TypeScript through tsx (a dev dependency).
RUN npm ci --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node . .
USER node
EXPOSE 4000
CMD ["npm", "start"]

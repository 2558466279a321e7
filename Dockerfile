# FarmPlate in one image: the API server, which also serves the shell and the five remotes.
# Used by docker-compose.yml (two API instances behind one proxy); see docs/live-updates.md.
FROM node:20-bookworm-slim
RUN corepack enable && corepack prepare pnpm@10 --activate
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV HOST=0.0.0.0 PORT=8080 NODE_ENV=production
EXPOSE 8080
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "packages/api-server/dist/server/main.mjs"]

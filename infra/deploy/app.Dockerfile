# One image for the gateway and every worker role; the compose service picks the command.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10
WORKDIR /app

FROM base AS build
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY contracts/package.json contracts/
COPY infra/package.json infra/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @app/frontend build

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["pnpm", "--filter", "@app/gateway", "start"]

# One backend instance (the sandbox API, its hub and the demo providers); run several on one
# PostgreSQL behind deploy/docker/site.Dockerfile. Build from the repository root:
#   docker build -f deploy/docker/backend.Dockerfile -t vitrin-backend .
FROM node:20-bookworm
WORKDIR /app
COPY . .
# The build too: pages go through the backend's first-paint step, which reads index.html and remotes.json.
RUN npx -y pnpm@10.34.8 install --frozen-lockfile && node scripts/delivery/build-all.mjs && mkdir -p /srv/vitrin && cp -r dist /srv/vitrin/dist
ENV HOST=0.0.0.0 PORT=8080 PROVIDER_PORT=8081 DIST_DIR=/srv/vitrin/dist \
    TRUST_PROXY=10.0.0.0/8,172.16.0.0/12,192.168.0.0/16
USER node
EXPOSE 8080 8081
CMD ["node", "--import", "tsx", "sandbox-api/src/main.ts"]

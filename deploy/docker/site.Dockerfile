# The static site on nginx, with the configuration deploy/nginx generates (the same generator as
# `./vitrin start --prod` and the e2e run). Build from the repository root:
#   docker build -f deploy/docker/site.Dockerfile -t vitrin-site .
FROM node:20-bookworm AS build
WORKDIR /src
COPY . .
RUN npx -y pnpm@10.34.8 install --frozen-lockfile && node scripts/delivery/build-all.mjs
ARG PROVIDER_PUBLIC_URL=http://localhost:8081
# dist where the image serves it from, so precompress writes .gz/.br beside those very files.
RUN mkdir -p /srv/vitrin && cp -r dist /srv/vitrin/dist \
 && node --import tsx deploy/nginx/generate.ts --out /srv/vitrin/nginx.conf --dist /srv/vitrin/dist --prefix /var/lib/vitrin-nginx \
      --listen 8080 --backend backend-a:8080 --backend backend-b:8080 \
      --provider-listen 8081 --provider-public-url "$PROVIDER_PUBLIC_URL" --provider-backend backend-a:8081 --provider-backend backend-b:8081 \
      --workers auto --brotli on --precompress

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /var/lib/vitrin-nginx/logs /var/lib/vitrin-nginx/tmp && chown -R www-data /var/lib/vitrin-nginx
COPY --from=build /srv/vitrin /srv/vitrin
# Unprivileged, as on one machine: its own prefix, ports above 1024.
USER www-data
EXPOSE 8080 8081
CMD ["nginx", "-p", "/var/lib/vitrin-nginx", "-c", "/srv/vitrin/nginx.conf", "-e", "/dev/stderr"]

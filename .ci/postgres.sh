# Sourced by .ci/run: makes a Postgres server available for the API's tests and exports TEST_DATABASE_URL.
# Installs Debian's postgresql when missing, starts its cluster on loopback only, and creates a role (with
# CREATEDB: each test app creates and drops a database of its own; pg_signal_backend: a forced drop may have to end
# an autovacuum worker there) and a database. An already exported TEST_DATABASE_URL is used as it is.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "Using the Postgres server of TEST_DATABASE_URL"
  return 0
fi

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL for the API's database tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi

# The newest installed server (a client-only version has no bin/postgres); its cluster lives in /etc/postgresql.
PG_VERSION="$(for d in /usr/lib/postgresql/*/bin/postgres; do basename "${d%/bin/postgres}"; done | sort -V | tail -n 1)"
if [ ! -d "/etc/postgresql/$PG_VERSION/main" ]; then
  pg_createcluster "$PG_VERSION" main >/dev/null
fi
PG_PORT="$(pg_conftool -s "$PG_VERSION" main show port 2>/dev/null || echo 5432)"
if ! pg_ctlcluster "$PG_VERSION" main status >/dev/null 2>&1; then
  # Loopback only, whatever postgresql.conf says.
  pg_ctlcluster "$PG_VERSION" main start -- -o "-c listen_addresses=127.0.0.1"
fi

# The password is new on every run; the role and database are reused.
PG_PASSWORD="$(node -e "process.stdout.write(require('node:crypto').randomBytes(18).toString('hex'))")"
(
  cd /
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -d postgres <<SQL
SELECT 'CREATE ROLE solpad_test' WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'solpad_test')
\gexec
ALTER ROLE solpad_test WITH LOGIN CREATEDB PASSWORD '$PG_PASSWORD';
-- DROP DATABASE … WITH (FORCE) may end an autovacuum worker in a test database.
GRANT pg_signal_backend TO solpad_test;
SELECT 'CREATE DATABASE solpad_test OWNER solpad_test'
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'solpad_test')
\gexec
SQL
)
export TEST_DATABASE_URL="postgres://solpad_test:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/solpad_test"
echo "PostgreSQL $PG_VERSION on 127.0.0.1:$PG_PORT (database solpad_test)"

/**
 * Each command's help, apart from its code: `jimu <command> --help` prints it without loading
 * the command (esbuild, the dev server, the mock back end), so help answers at once.
 */
export const USAGES = {
  validate: `Usage: jimu validate [dir] [--format text|json] [--no-typecheck]

Checks a config directory (default ./config) against the schemas and the cross references between
its files, and prints every problem as file:line:col: error[code]: message. With a mock-db.json
beside the folder, a column, search or form field that no record of its resource has is a warning.
The TypeScript code of the plugins app.yaml enables is type-checked (errors as ts<code>).

Options:
  --format text|json   text for people (default), json for CI: an array of
                       { file, line, col, code, message, severity }
  --no-typecheck       leave the plugins' TypeScript unchecked (faster)
  -h, --help           show this help

Exit codes: 0 valid, 1 invalid, 2 usage error.`,
  build: `Usage: jimu build [config-dir] [--out <dir>] [--dev]

Validates the config (every problem reported as file:line:col), normalises it and writes
<out>/index.html, <out>/manifest.json and <out>/static/ (hashed, minified, code-split JS and CSS),
with .br and .gz copies of the text files for the server to send as they are.

Options:
  --out <dir>   output folder (default: dist)
  --dev         development build: not minified, with source maps, no .br/.gz copies
  -h, --help    show this help

Exit codes: 0 built, 1 config or bundle errors, 2 usage error.`,
  dev: `Usage: jimu dev [config-dir] [--port 10000] [--host localhost] [--reset] [--reseed <collection>] [--delay 10-100] [--no-typecheck]
       jimu dev --project <CODE> [--data .data] [--port 10000] [--host localhost] [--reset]

Builds the console (development mode), serves it with the mock back end, watches config/, runtime/
and plugins/, rebuilds on every change and reloads the pages. Each build is written whole to a
folder of its own and served once complete; a page opened during a rebuild waits for it. A change
with problems prints them here and shows them in the page (file:line:col and the lines around
it) over the last good build, which keeps serving. The plugins' TypeScript is type-checked after
each change to code, beside the build.

The mock data lives in .data/ (a copy of mock-db.json made on first start). A collection added to
mock-db.json is added to it, also while jimu dev runs; the collections it has keep their records.

With --project, does the same for a project of the workbench (<data>/projects/<CODE>): its config,
data sources, seed data and accounts (see jimu serve --help).

Options:
  --project <CODE>        build and serve that project's console
  --data <dir>            the workbench's data folder holding projects/ (default: .data)
  --port <n>              port (default: 10000)
  --host <name>           interface to listen on (default: localhost)
  --reset                 re-seed all of .data/ from mock-db.json before starting
  --reseed <collection>   re-seed one collection of .data/ from mock-db.json before starting
                          (repeat it for more)
  --delay <ms>            mock delay: a number or a range like 10-100 (default: 10-100)
  --no-typecheck          leave the plugins' TypeScript unchecked
  -h, --help              show this help`,
  serve: `Usage: jimu serve [--dir dist] [--port 10000] [--host localhost] [--reset] [--reseed <collection>] [--delay 10-100]
       jimu serve --project <CODE> [--data .data] [--port 10000] [--host localhost] [--reset]

Serves the built console (run \`jimu build\` first) together with the mock back end.
The mock data lives in .data/ (a copy of mock-db.json made on first start). A collection added to
mock-db.json is added to it at start; the collections it has keep their records.

With --project, builds and serves a project of the workbench (<data>/projects/<CODE>): its own
config, data sources, seed data and accounts. A project starts with one account, admin, whose
password is JIMU_ADMIN_PASSWORD or is made at random and printed once.

Options:
  --project <CODE> build and serve that project's console
  --data <dir>    the workbench's data folder holding projects/ (default: .data)
  --dir <dir>     the build to serve (default: dist)
  --port <n>      port (default: 10000)
  --host <name>   interface to listen on (default: localhost)
  --reset         re-seed .data/ from mock-db.json before starting
  --reseed <collection>
                  re-seed one collection of .data/ from mock-db.json before starting
                  (repeat it for more)
  --delay <ms>    mock delay: a number or a range like 10-100 (default: 10-100)
  -h, --help      show this help`,
  new: `Usage: jimu new page <name> [--config config] [--parent <RouteName>] [--title <中文>] [--title-en <English>]

Scaffolds config/pages/<name>.yaml (a crud page over the REST resource <name>), adds its route
(a new top-level menu group /<name>, or a child of the route named by --parent) and its strings in
every language file. The result validates at once; edit the columns and forms to taste. Only the
new lines are added to routes.yaml and the language files; every other line stays as it is.

Options:
  --config <dir>          the config folder (default: config)
  --parent <RouteName>    add the route as a child of this route, not as a new menu group
  --title <中文>          the Chinese title (default: the name)
  --title-en <English>    the English title (default: the name, capitalised)
  -h, --help              show this help

Example: jimu new page articles --title 文章 --title-en Articles`,
  init: `Usage: jimu init <dir> [--template blank|crud] [--title <中文>] [--title-en <English>] [--jimu <version>]

Scaffolds a console of your own in <dir> (new or empty): package.json depending on jimu, config/
(a home page, the roles Admin, Editor and Test, zh and en strings), mock-db.json with the demo
accounts admin, editor and test (password jimu123456), plugins/ for its own plugins, .gitignore
and a README. Then, in <dir>: npm install && npm start serves it; npm test validates it and opens it
in Chromium (jimu smoke).

Options:
  --template blank|crud   blank (default), or with the CRUD starter: a Tasks list page with
                          search, create, edit and delete over a seeded collection
  --title <中文>          the console's Chinese title (default: the folder's name)
  --title-en <English>    the console's English title (default: the Chinese one)
  --jimu <version>        what package.json depends on for jimu (default: this CLI's version,
                          e.g. ^1.0.0; a path or a tarball, file:../jimu-1.0.0.tgz, also works)
  -h, --help              show this help

Exit codes: 0 created, 1 <dir> is not empty, 2 usage error.`,
  smoke: `Usage: jimu smoke [config-dir] [--user admin] [--password jimu123456]

Builds the console into .cache/smoke, serves it with the mock back end on a free loopback port
(its data in a temporary folder: .data/ is not touched), opens it in Chromium, signs in through
the login form and waits for the first page. Fails on any error in the browser's console. The
Chromium is $CHROME_PATH, else Debian's chromium-headless-shell, else /usr/bin/chromium.

Options:
  --user <name>         the account to sign in with (default: admin)
  --password <text>     its password (default: jimu123456, the demo accounts')
  -h, --help            show this help

Exit codes: 0 the console signed in and showed its first page, 1 it did not, 2 usage error.`,
} as const;
